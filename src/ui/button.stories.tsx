import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, IconButton } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Disabled: Story = { args: { disabled: true } };

/** An icon-only button: its `label` is the accessible name. */
export const Icon: Story = {
  render: (args) => (
    <IconButton label="Close" onClick={args.onClick}>
      ✕
    </IconButton>
  ),
};
