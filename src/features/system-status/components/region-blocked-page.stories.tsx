import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegionBlockedPage } from './region-blocked-page';

const meta = {
  title: 'System status/Region blocked page',
  component: RegionBlockedPage,
  args: { ip: '203.0.113.24', customerServiceUrl: 'https://example.com/customer-service' },
} satisfies Meta<typeof RegionBlockedPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor from a blocked region, shown their IP. */
export const Default: Story = {};

/** The platform did not report an IP. */
export const WithoutIp: Story = { args: { ip: null } };
