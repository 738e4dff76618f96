import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VendorDropdown } from './VendorDropdown';
import { VendorListView } from './VendorList';

const vendors = [
  { code: 'PG', displayName: 'PG Soft' }, { code: 'JILI', displayName: 'JILI' }, { code: 'PP', displayName: 'Pragmatic Play' },
  { code: 'JDB', displayName: 'JDB' }, { code: 'CQ9', displayName: 'CQ9' },
];

const meta = {
  title: 'Games/VendorDropdown',
  component: VendorDropdown,
  args: { vendors, value: '', onChange: fn() },
} satisfies Meta<typeof VendorDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllVendors: Story = {};
export const OneVendor: Story = { args: { value: 'PP' } };
export const VendorTiles: Story = {
  render: () => (
    <VendorListView
      label="Slots vendors"
      vendors={vendors.map((v) => ({ ...v, icon: `/wps/sandbox-assets/vendor/${v.code}.svg`, href: `/rng?vassalage=${v.code}`, current: v.code === 'JILI' }))}
    />
  ),
};
