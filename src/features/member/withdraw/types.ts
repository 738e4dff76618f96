/** Withdrawal and bank-card data as the page uses it: amounts in minor units (converted in the api files). */

/** B bank card, E e-wallet, V crypto wallet (PLATFORM-MEMBER "Withdrawal" methodGroupType). */
export type MethodGroupType = 'B' | 'E' | 'V';

/** When the platform asks for an sms code with a withdrawal. */
export type MobileVerificationType = 'REQUIRED' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT' | null;

export interface WithdrawSettings {
  allowWithdraw: boolean;
  /** The merchant's own words when withdrawals are off. */
  allowWithdrawMsg: string | null;
  /** HH:mm; the same from and to means all day. */
  withdrawDateFrom: string | null;
  withdrawDateTo: string | null;
  /** Platform HTML, to be sanitized before it is shown. */
  precautionNote: string | null;
  allowDecimal: boolean;
  c2cEnabled: boolean;
  /** Fee in percent of the amount. */
  withdrawPenaltyCharge: number;
  fixedAmounts: number[];
  mobileVerificationType: MobileVerificationType;
  mobileVerificationWithdrawAmount: number | null;
  mobileVerified: boolean;
  minimumAmount: number;
  maximumAmount: number;
}

export interface BankCard {
  bankCardId: number;
  bankName: string;
  bankCode: string;
  /** Masked by the platform. */
  cardNumber: string;
  /** Masked by the platform. */
  cardHolder: string;
  methodGroupType: MethodGroupType;
  isWithdrawActive: boolean;
  isFrozen: boolean;
  maintenanceStartTime: string | null;
  maintenanceEndTime: string | null;
}

export interface MemberBankCards {
  cards: BankCard[];
  maxCardCount: number;
  minWithdrawal: number | null;
  maxWithdrawal: number | null;
  /** What may still be withdrawn today; null: no limit. */
  remainingWithdrawAmount: number | null;
  remainingTransactionTimes: number | null;
}

/** Everything the withdrawal form starts from. */
export interface WithdrawData {
  settings: WithdrawSettings;
  account: MemberBankCards;
  /** The main wallet's balance. */
  mainWallet: number;
  /** The single-wallet recall before loading failed (the page says so and offers the Recall button). */
  recallFailed?: boolean;
}

export type BindField = 'province' | 'city' | 'area';

export interface BindBank {
  bankCode: string;
  bankName: string;
  methodGroupType: MethodGroupType;
  requiredFields: BindField[];
  /** Allowed account-number lengths [min, max]. */
  cardNumberLength: [number, number];
}

export interface BindCardConfig {
  banks: BindBank[];
  smsVerification: boolean;
  hasPaymentPassword: boolean;
  /** Masked; null until the first binding sets it. */
  payee: string | null;
  cardCount: number;
  maxCardCount: number;
  bindAllowed: boolean;
}

export interface TurnoverDetail {
  gameType: string;
  requiredTurnover: number;
  actualTurnover: number;
}

export interface WithdrawTurnover {
  /** A and D satisfied; I and N still to play. */
  status: 'A' | 'D' | 'I' | 'N';
  requiredTurnover: number | null;
  actualTurnover: number | null;
  details: TurnoverDetail[];
}

export interface WithdrawRequest {
  amount: number;
  bankCardId: number;
  /** Left out with WDRAWNOPASSVERIF3. */
  password?: string;
  verificationCode?: string;
}

export interface WithdrawResult {
  withdrawalId: string;
  amount: number;
  fee: number;
  receivedAmount: number;
}
