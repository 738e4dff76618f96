import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Sign-in method',
    onChange: fn(),
    tabs: [
      { id: 'username', label: 'Username', panel: <p>Username and password.</p> },
      { id: 'sms', label: 'SMS', panel: <p>Mobile number and code.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first tab selected. */
export const Default: Story = {};

/** Starting on the second tab. */
export const SecondSelected: Story = { args: { defaultSelected: 'sms' } };
