import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Game rules',
    onClose: fn(),
    children: <p>Bets close one minute before each draw.</p>,
    footer: <Button>OK</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A dialog with text and one action. */
export const Default: Story = {};

/** Without footer actions: the close button is the only control. */
export const WithoutFooter: Story = { args: { footer: undefined } };
