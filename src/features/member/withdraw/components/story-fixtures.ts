import type { WithdrawContext } from '../withdraw.machine';
import type { WithdrawData } from '../types';

/** A member with two cards (one under maintenance), ₱1,500.50 in the main wallet and a daily allowance left. */
export const storyData: WithdrawData = {
  settings: {
    allowWithdraw: true,
    allowWithdrawMsg: null,
    withdrawDateFrom: '00:00',
    withdrawDateTo: '00:00',
    precautionNote:
      '<p><strong>Before you withdraw</strong></p><ul><li>Withdrawals go only to cards in your own name.</li>' +
      '<li>Most withdrawals arrive within 5 minutes.</li></ul><img src="x" onerror="alert(1)">',
    allowDecimal: true,
    c2cEnabled: true,
    withdrawPenaltyCharge: 1.5,
    fixedAmounts: [50_000, 100_000, 500_000],
    mobileVerificationType: 'WITHDRAW_AMOUNT',
    mobileVerificationWithdrawAmount: 100_000,
    mobileVerified: true,
    minimumAmount: 10_000,
    maximumAmount: 5_000_000,
  },
  account: {
    cards: [
      { bankCardId: 1, bankName: 'BDO Unibank', bankCode: 'BDO', cardNumber: '**** 4821', cardHolder: 'J*** D*** C****', methodGroupType: 'B',
        isWithdrawActive: true, isFrozen: false, maintenanceStartTime: null, maintenanceEndTime: null },
      { bankCardId: 2, bankName: 'GCash', bankCode: 'GCASH', cardNumber: '**** 4567', cardHolder: 'J*** D*** C****', methodGroupType: 'E',
        isWithdrawActive: false, isFrozen: false, maintenanceStartTime: null, maintenanceEndTime: null },
    ],
    maxCardCount: 3,
    minWithdrawal: 10_000,
    maxWithdrawal: 5_000_000,
    remainingWithdrawAmount: 10_000_000,
    remainingTransactionTimes: 4,
  },
  mainWallet: 150_050,
};

/** The machine's context as the input step starts. */
export const storyContext: WithdrawContext = {
  singleWallet: false,
  noPassword: false,
  now: () => new Date(2026, 0, 1, 12, 0),
  data: storyData,
  cardId: 1,
  amountText: '',
  amount: 0,
  amountError: null,
  cardError: null,
  smsCode: '',
  smsError: null,
  password: '',
  passwordError: null,
  failure: null,
  result: null,
};

/** After the input step accepted ₱1,000.00. */
export const storyAmountContext: WithdrawContext = { ...storyContext, amountText: '1000', amount: 100_000 };
