import { ProfitLoss } from '../profit/profit-loss';

/** Member page personalProfit: profit and loss (its own chunk; uPlot loads in a further one). */
export default function ProfitLossPage() {
  return <ProfitLoss />;
}
