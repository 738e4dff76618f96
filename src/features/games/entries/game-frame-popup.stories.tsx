import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@/api';
import GameFramePopup from './game-frame-popup';

const game = { nodeId: 100101, gameType: 'RNG', vassalage: 'PG', name: 'Golden Tiger', supportPlay: 0 };

const meta = {
  title: 'Games/GameFramePopup',
  component: GameFramePopup,
  args: { onClose: fn(), game, accountType: 1, trialRelay: false },
} satisfies Meta<typeof GameFramePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = { args: { launch: () => Promise.resolve('/wps/sandbox-assets/play/100101?mode=real&language=EN') } };
export const FreeTrial: Story = { args: { accountType: 0, launch: () => Promise.resolve('/wps/sandbox-assets/play/100101?mode=fun&language=EN') } };
export const Starting: Story = { args: { launch: () => new Promise<string>(() => undefined) } };
export const GameAlreadyRunning: Story = { args: { launch: () => Promise.reject(new ApiError('server', '#734', { code: '#734' })) } };
export const LaunchFailed: Story = { args: { launch: () => Promise.reject(new ApiError('network', 'network_link_abnormal')) } };
