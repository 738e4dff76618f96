import type { DepositContext } from '../deposit.machine';
import type { DepositChannel, DepositOptions, DepositResult } from '../types';

const channel = (key: string, vendorName: string, flow: DepositChannel['flow'], extra: Partial<DepositChannel> = {}): DepositChannel => {
  const [vendorId = '0', mcsBankCode = key] = key.split(':');
  return {
    key, vendorName, vendorId: Number(vendorId), mcsBankCode, flow,
    banks: [{ bankCode: mcsBankCode, bankType: 'EWALLET', bankName: vendorName }],
    min: 10_000, max: 5_000_000, quickAmounts: [10_000, 30_000, 50_000, 100_000, 500_000], maintenance: false, ...extra,
  };
};

/** Options as the sandbox serves Lucky Star (amounts in minor units). */
export const storyOptions: DepositOptions = {
  settings: { allowed: true, message: null, successCount: 0, min: 10_000, max: 100_000_000 },
  methods: [
    { code: 'MWQR', channels: [
      channel('501:GCASHQR', 'GCash Express', 'QR'),
      channel('502:MAYAPAY', 'Maya Pay', 'REDIRECT', { min: 20_000, max: 3_000_000, quickAmounts: [20_000, 50_000, 100_000, 300_000] }),
      channel('503:SHPQR', 'ShopeePay QR', 'QR', { maintenance: true }),
    ] },
    { code: 'MAQR', channels: [channel('511:QRPH', 'InstaPay QR Ph', 'QR', { min: 50_000, max: 10_000_000 })] },
    { code: 'PGMT', channels: [channel('521:PHBANKMT', 'Bank transfer', 'MANUAL', {
      min: 100_000, max: 50_000_000, quickAmounts: [100_000, 500_000, 1_000_000, 5_000_000],
      banks: [
        { bankCode: 'BDO', bankType: 'BANK', bankName: 'BDO Unibank' },
        { bankCode: 'BPI', bankType: 'BANK', bankName: 'Bank of the Philippine Islands' },
      ],
    })] },
    { code: 'KAMI', channels: [channel('531:VOUCHER', 'Prepaid voucher', 'REDIRECT', { max: 1_000_000 })] },
    { code: 'BTC', channels: [channel('541:USDTTRC20', 'CoinsPay USDT', 'REDIRECT', { min: 100_000, max: 100_000_000 })] },
  ],
  promotions: [
    { kind: 'claim', claimId: 9101, promotionId: 401, name: 'Birthday extra reward', rewardAmount: 188 },
    { kind: 'promotion', promotionId: 301, name: 'First deposit bonus 100%', bonusRate: 100, maxBonus: 5000, minDeposit: 500 },
    { kind: 'promotion', promotionId: 302, name: 'Daily reload bonus 10%', bonusRate: 10, maxBonus: 1000, minDeposit: 300 },
  ],
};

/** The form as it opens: first method, its first open channel. */
export const storyContext: DepositContext = {
  options: storyOptions,
  methodCode: 'MWQR',
  channelKey: '501:GCASHQR',
  bankCode: 'GCASHQR',
  amountText: '',
  payeeName: '',
  promotion: null,
  amountError: null,
  payeeError: null,
  promotionError: null,
  unavailable: [],
  error: null,
  result: null,
};

export const storyQr: Extract<DepositResult, { flow: 'QR' }> = {
  flow: 'QR', depositId: 'D100010001', qrCodeUrl: 'https://pay.example.com/D100010001', amount: 50_000, expiresAt: Date.UTC(2026, 0, 15, 10, 30),
};

export const storyRedirect: Extract<DepositResult, { flow: 'REDIRECT' }> = {
  flow: 'REDIRECT', depositId: 'D100010002', redirectUrl: 'https://pay.example.com/D100010002', amount: 30_000,
};

export const storyManual: Extract<DepositResult, { flow: 'MANUAL' }> = {
  flow: 'MANUAL', depositId: 'D100010003', bankName: 'Bank of the Philippine Islands', accountName: 'Lucky Star Payments Inc.',
  accountNumber: '3091-0457-82', branch: 'BGC 26th Street', amount: 150_000, reference: 'D100010003', expiresAt: Date.UTC(2026, 0, 15, 10, 30),
};
