import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DoneStep, ManualStep, QrStep, RedirectStep } from './deposit-steps';
import { storyManual, storyQr, storyRedirect } from './story-fixtures';
import './deposit.css';

const meta = {
  title: 'Member/Deposit/Flows',
  decorators: [
    (Story) => (
      <div className="deposit" style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** QR flow: the code, the amount, the reference and "I have paid". */
export const Qr: Story = { render: () => <QrStep result={storyQr} onPaid={fn()} onBack={fn()} /> };

/** Redirect flow: the provider opened in a new tab; "did you pay?". */
export const RedirectWaiting: Story = {
  render: () => <RedirectStep result={storyRedirect} onOpen={fn()} onPaid={fn()} onNotYet={fn()} />,
};

/** Manual transfer: the receiving account with copy buttons. */
export const ManualAccount: Story = { render: () => <ManualStep result={storyManual} onPaid={fn()} onBack={fn()} /> };

/** After "I have paid": the refreshed balance. */
export const Done: Story = { render: () => <DoneStep balance="₱2,000.50" onNew={fn()} /> };
