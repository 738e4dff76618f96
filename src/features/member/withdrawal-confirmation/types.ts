/** A disbursed C2C payout as the page holds it: amounts in minor units, the deadline on the page's clock. */
export interface Payout {
  transactionId: string;
  /** The payout amount in minor units. */
  amount: number;
  /** AWAITING_CONFIRMATION can be answered; FORCED_RECEIVED was not answered in time (the deposit is not refunded). */
  status: 'AWAITING_CONFIRMATION' | 'FORCED_RECEIVED';
  requestTime: number;
  paidTime: number;
  /** When the payout counts as received, on the page's clock (`Date.now()` based): the server's remaining seconds from when the list arrived. */
  deadlineAt: number;
  /** The whole withdrawal has been paid, so "Full payment has been made" is offered. */
  fullyPaid: boolean;
  bankName: string | null;
  /** Masked receiving card. */
  cardNumber: string | null;
}

/** The member's payouts to answer and the server's minutes to answer in. */
export interface PayoutList {
  confirmMinutes: number;
  payouts: Payout[];
}

/** What the member says about a payout (`action` on the wire). */
export type PayoutAnswer = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED';

/** The answer as it is sent: the received amount (minor units) for PARTLY_RECEIVED, proof files for NOT_RECEIVED (optional with PARTLY_RECEIVED). */
export interface AnswerRequest {
  transactionId: string;
  answer: PayoutAnswer;
  receivedAmount?: number;
  proof?: readonly File[];
}

/** The payout after the answer, amounts in minor units. */
export interface AnswerResult {
  transactionId: string;
  status: 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED';
  receivedAmount?: number;
  remainingAmount?: number;
}
