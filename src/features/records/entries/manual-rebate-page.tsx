import { ManualRebate } from '../rebates/manual-rebate';

/** Member page manualRebate (its own chunk). */
export default function ManualRebatePage() {
  return <ManualRebate />;
}
