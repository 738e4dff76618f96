import { api } from '@/api';
import type { components } from '@/api';
import { toMinor } from '@/lib/money';
import type { DepositResult } from '../types';

/** POST MCSFE_depositByQRImageUrl: a QR code the member scans with the payment app. */
export async function depositByQrImageUrl(body: components['schemas']['DepositRequest']): Promise<DepositResult> {
  const value = await api.POST('/wps/relay/MCSFE_depositByQRImageUrl', { body });
  return { flow: 'QR', depositId: value.depositId, qrCodeUrl: value.qrCodeUrl, amount: toMinor(value.amount), expiresAt: value.expiresAt ?? null };
}
