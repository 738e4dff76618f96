import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgentLoginPage } from './AgentLoginPage';
import { withAuthFrame } from './story-frame';

const meta = {
  title: 'Auth/Agent login page',
  component: AgentLoginPage,
  decorators: [withAuthFrame],
  parameters: { route: '/agentLogin' },
} satisfies Meta<typeof AgentLoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: the agent sign-in form. */
export const Visitor: Story = {};

/** A member who is not an agent. */
export const NonAgent: Story = { parameters: { member: { id: 10001, account: 'member01', type: 0 } } };
