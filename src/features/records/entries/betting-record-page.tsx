import { BettingRecord } from '../bets/betting-record';

/** Member page personalHistoryCopy: the betting record (its own chunk). */
export default function BettingRecordPage() {
  return <BettingRecord />;
}
