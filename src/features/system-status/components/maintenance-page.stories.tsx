import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MaintenancePage } from './maintenance-page';

const meta = {
  title: 'System status/Maintenance page',
  component: MaintenancePage,
  args: { customerServiceUrl: 'https://example.com/customer-service', onRefresh: fn() },
} satisfies Meta<typeof MaintenancePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What every visitor sees while the platform is in maintenance. */
export const Default: Story = {};
