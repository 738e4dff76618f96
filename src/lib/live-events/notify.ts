import { toast as sonnerToast } from 'sonner';
import type { LiveToast } from './effects';

/** A live toast with an action stays long enough to be read and acted on. */
const ACTION_DURATION_MS = 15_000;

/**
 * Shows a live toast in whichever Toaster is mounted. `@/ui/toast` has no action button, so this one call goes to its
 * library directly (the same store its Toaster draws from).
 */
export function showLiveToast(live: LiveToast, open: (to: string) => void): void {
  const options = live.action
    ? { duration: ACTION_DURATION_MS, action: { label: live.action.label, onClick: () => open(live.action!.to) } }
    : {};
  if (live.tone === 'success') sonnerToast.success(live.text, options);
  else if (live.tone === 'error') sonnerToast.error(live.text, options);
  else sonnerToast.info(live.text, options);
}
