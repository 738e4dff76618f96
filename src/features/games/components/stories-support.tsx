import type { Decorator } from '@storybook/react-vite';
import { PopupProvider, usePopups } from '@/lib/popups';

function PopupProbe() {
  const { current } = usePopups();
  return current ? <p>Popup: {current.name}</p> : null;
}

/** Stories of connected games parts need the popup host's state; this shows which popup would open. */
export const withPopups: Decorator = (Story) => (
  <PopupProvider>
    <Story />
    <PopupProbe />
  </PopupProvider>
);
