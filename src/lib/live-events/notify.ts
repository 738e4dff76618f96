import { toast } from '@/ui/toast';
import type { LiveToast } from './effects';

/** Shows a live toast in whichever Toaster is mounted (the member centre's or the live client's own). */
export function showLiveToast(live: LiveToast, open: (to: string) => void): void {
  const action = live.action;
  const options = action ? { action: { label: action.label, onClick: () => open(action.to) } } : undefined;
  toast[live.tone === 'success' ? 'success' : live.tone === 'error' ? 'error' : 'info'](live.text, options);
}
