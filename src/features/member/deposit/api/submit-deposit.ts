import { fromMinor } from '@/lib/money';
import type { DepositOrder, DepositResult } from '../types';
import { depositByLaunchUrl } from './deposit-by-launch-url';
import { depositByQrImageUrl } from './deposit-by-qr-image-url';
import { manualTransferByAccountName } from './manual-transfer-by-account-name';

function deviceId(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)deviceId=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A promotion as the deposit calls take it: a deposit promotion's promotionId or an extra reward's promoClaimId. */
function promotionFields(order: DepositOrder): { promotionId?: number; promoClaimId?: number } {
  if (!order.promotion) return {};
  return order.promotion.kind === 'claim' ? { promoClaimId: order.promotion.claimId } : { promotionId: order.promotion.promotionId };
}

/** Sends the order with the call its channel's flow uses (one call per order: the machine never sends twice). */
export function submitDeposit(targetUsername: string, order: DepositOrder): Promise<DepositResult> {
  const common = {
    targetUsername,
    amount: fromMinor(order.amount),
    bankCode: order.bankCode,
    vendorId: order.channel.vendorId,
    mcsBankCode: order.channel.mcsBankCode,
    ...promotionFields(order),
  };
  if (order.flow === 'MANUAL') return manualTransferByAccountName({ ...common, payeeName: order.payeeName?.trim() ?? '' });
  const body = { ...common, bankType: order.bankType, showQrImageOnly: 1 as const, deviceId: deviceId() };
  return order.flow === 'QR' ? depositByQrImageUrl(body) : depositByLaunchUrl(body);
}
