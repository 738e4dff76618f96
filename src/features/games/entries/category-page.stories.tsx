import type { Meta, StoryObj } from '@storybook/react-vite';
import CategoryPage from './category-page';

const meta = {
  title: 'Games/CategoryPage',
  component: CategoryPage,
  parameters: { route: '/fish' },
} satisfies Meta<typeof CategoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fish: Story = {};
export const Live: Story = { parameters: { route: '/live' } };
export const SlotsOfOneVendor: Story = { parameters: { route: '/rng?vassalage=PG' } };
export const Sports: Story = { parameters: { route: '/sports' } };
