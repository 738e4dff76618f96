/**
 * The deposit page's data, in the app's terms: amounts in minor units, channels flattened from the platform's
 * method-code map. The api files convert from and to the wire.
 */

/** Which call and screen a channel uses (the contract's designed channel field `flow`). */
export type DepositFlow = 'QR' | 'REDIRECT' | 'MANUAL';

export interface DepositBank {
  bankCode: string;
  bankType: string | null;
  bankName: string;
}

export interface DepositChannel {
  /** Unique within the page: vendorId and mcsBankCode. */
  key: string;
  vendorName: string;
  vendorId: number;
  mcsBankCode: string;
  flow: DepositFlow;
  banks: DepositBank[];
  /** Bounds in minor units; null when neither the channel nor the settings give one. */
  min: number | null;
  max: number | null;
  quickAmounts: number[];
  maintenance: boolean;
}

export interface DepositMethod {
  /** The platform's payment-method code (MWQR, PGMT, BTC …). */
  code: string;
  channels: DepositChannel[];
}

export interface DepositSettings {
  allowed: boolean;
  /** The server's own message when deposits are off (plain text). */
  message: string | null;
  successCount: number;
  /** Overall bounds in minor units, used when a channel gives none. */
  min: number | null;
  max: number | null;
}

/** A deposit promotion or an unapplied extra reward the member can attach to this deposit. */
export type PromotionChoice =
  | { kind: 'promotion'; promotionId: number; name: string; bonusRate: number | null; maxBonus: number | null; minDeposit: number | null }
  | { kind: 'claim'; claimId: number; promotionId: number; name: string | null; rewardAmount: number | null };

/** Everything the page needs before the member can choose. */
export interface DepositOptions {
  settings: DepositSettings;
  methods: DepositMethod[];
  promotions: PromotionChoice[];
}

/** What the member chose, ready to send. */
export interface DepositOrder {
  flow: DepositFlow;
  amount: number;
  channel: DepositChannel;
  bankCode: string;
  bankType: string | null;
  payeeName?: string;
  promotion: PromotionChoice | null;
}

export type DepositResult =
  | { flow: 'QR'; depositId: string; qrCodeUrl: string; amount: number; expiresAt: number | null }
  | { flow: 'REDIRECT'; depositId: string | null; redirectUrl: string; amount: number }
  | {
      flow: 'MANUAL';
      depositId: string;
      bankName: string;
      accountName: string;
      accountNumber: string;
      branch: string | null;
      amount: number;
      reference: string | null;
      expiresAt: number | null;
    };

/** A failed call as the page shows it. */
export interface DepositError {
  /** What kind of screen: a platform refusal code the page knows, or a generic failure. */
  kind: 'off' | 'amount' | 'channel' | 'too-frequent' | 'promotion' | 'payee' | 'network' | 'server';
  /** The platform's code, when it gave one. */
  code: string | null;
  /** The server's message (already the text to show) or an i18n key for network failures. */
  message: string;
  /** Details some refusals carry (e.g. `retryAfterSeconds` of a too-frequent refusal). */
  value?: unknown;
}
