import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Toaster, toast } from './toast';

function Demo({ text, kind }: { text: string; kind: 'success' | 'error' }) {
  return (
    <div style={{ padding: 16, minHeight: 240 }}>
      <Button onClick={() => (kind === 'success' ? toast.success(text) : toast.error(text))}>Show toast</Button>
      <Toaster duration={60_000} />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Demo,
  args: { kind: 'success', text: 'Withdrawal submitted. It usually arrives within 30 minutes.' },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Something worked. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const text = await within(document.body).findByText(/Withdrawal submitted/);
    // The toast fades in.
    await waitFor(() => expect(text).toBeVisible());
  },
};

/** Something failed. */
export const Failure: Story = {
  args: { kind: 'error', text: 'Transfer failed: the game wallet is under maintenance.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const text = await within(document.body).findByText(/Transfer failed/);
    await waitFor(() => expect(text).toBeVisible());
  },
};
