import { api, type components } from '@/api';
import { fromMinor, toMinor } from '@/lib/money';
import { readAsDataUrl } from '@/ui/upload-field';
import type { AnswerRequest, AnswerResult } from '../types';

type Body = components['schemas']['ProcessC2CTransactionRequest'];
type Wire = components['schemas']['ProcessC2CTransactionResult'];

/** The answer's body: the received amount as a decimal, proof images as data URLs (like the reward request's pictures). */
export async function toAnswerBody(request: AnswerRequest): Promise<Body> {
  const body: Body = { transactionId: request.transactionId, action: request.answer };
  if (request.answer === 'PARTLY_RECEIVED' && request.receivedAmount !== undefined) body.receivedAmount = fromMinor(request.receivedAmount);
  if (request.proof && request.proof.length > 0) body.pictures = await Promise.all((request.proof ?? []).map((file) => readAsDataUrl(file)));
  return body;
}

/** POST MCSFE_processC2CTransaction: the member's answer to one payout. */
export async function processC2CTransaction(request: AnswerRequest): Promise<AnswerResult> {
  const value = (await api.POST('/wps/relay/MCSFE_processC2CTransaction', { body: await toAnswerBody(request) })) as Wire;
  return {
    transactionId: value.transactionId,
    status: value.status,
    ...(value.receivedAmount !== undefined ? { receivedAmount: toMinor(value.receivedAmount) } : {}),
    ...(value.remainingAmount !== undefined ? { remainingAmount: toMinor(value.remainingAmount) } : {}),
  };
}
