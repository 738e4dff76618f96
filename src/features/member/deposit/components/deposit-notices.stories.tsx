import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChannelUnavailable, DepositsOff, LoadFailed, SubmitFailed, TooFrequent } from './deposit-notices';
import './deposit.css';

const meta = {
  title: 'Member/Deposit/Notices',
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

/** Deposits off with the server's message and customer service. */
export const DepositsOffWithMessage: Story = {
  render: () => <DepositsOff message="Deposits are paused for your account until 18:00. Please contact customer service." onRetry={fn()} />,
};

/** Deposits off without a message from the server. */
export const DepositsOffNoMessage: Story = { render: () => <DepositsOff message={null} onRetry={fn()} /> };

/** The options failed to load (network). */
export const LoadFailedNetwork: Story = {
  render: () => <LoadFailed error={{ kind: 'network', code: null, message: 'deposit_network_error' }} onRetry={fn()} />,
};

/** The channel refused the deposit. */
export const ChannelRefused: Story = {
  render: () => (
    <ChannelUnavailable
      error={{ kind: 'channel', code: 'deposit_channel_unavailable', message: 'This payment channel is not available at the moment.' }}
      onBack={fn()}
    />
  ),
};

/** Too many deposit requests, with the wait the server gave. */
export const TooFrequentWithWait: Story = {
  render: () => (
    <TooFrequent
      error={{ kind: 'too-frequent', code: 'deposit_too_frequent', message: 'Too many deposit requests. Please wait before trying again.', value: { retryAfterSeconds: 170 } }}
      onBack={fn()}
    />
  ),
};

/** The deposit call failed on the network: Retry. */
export const SubmitFailedNetwork: Story = {
  render: () => <SubmitFailed error={{ kind: 'network', code: null, message: 'deposit_network_error' }} onRetry={fn()} onBack={fn()} />,
};

/** An unexpected refusal from the server. */
export const SubmitFailedServer: Story = {
  render: () => <SubmitFailed error={{ kind: 'server', code: 'request_param_err', message: 'request_param_err' }} onRetry={fn()} onBack={fn()} />,
};
