import { RankingPage } from '../ranking/ranking-page';

/** /winners: the winners and biggest-wins ranking (its own chunk). */
export default function RankingEntry() {
  return <RankingPage />;
}
