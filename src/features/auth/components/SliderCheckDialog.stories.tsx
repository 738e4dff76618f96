import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SliderCheckDialog } from './SliderCheckDialog';
import { withAuthFrame } from './story-frame';

const meta = {
  title: 'Auth/Slider check',
  component: SliderCheckDialog,
  decorators: [withAuthFrame],
  args: { onSolved: fn(), onCancel: fn() },
} satisfies Meta<typeof SliderCheckDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
const page = () => within(document.body);

/** The server's puzzle loaded: move the piece onto the notch. */
export const Ready: Story = {
  play: async () => {
    const slider = await page().findByRole('slider', { name: /security check/i });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  },
};

/** The puzzle could not load: the message and Retry. */
export const Offline: Story = {
  globals: { scenario: 'api-offline' },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('The security check could not load');
    await expect(page().getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
