import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LicencesPage, LicencesView } from './licences-page';

const meta = {
  title: 'Info/Licences',
  component: LicencesPage,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  parameters: { route: '/licences' },
} satisfies Meta<typeof LicencesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Lucky Star: its regulator's licence and its fairness certificate, each with a link to check it. */
export const LuckyStar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Licences and certification' })).toBeVisible();
    const pagcor = canvas.getByRole('region', { name: 'Philippine Amusement and Gaming Corporation (PAGCOR)' });
    await expect(within(pagcor).getByText('PAGCOR-OGL-2024-0117')).toBeVisible();
    await expect(within(pagcor).getByRole('link', { name: /^Check this licence with/ })).toHaveAttribute('href', 'https://www.pagcor.ph/');
  },
};

/** Golden Lotus in Tagalog, dark. */
export const GoldenLotusTagalogDark: Story = {
  globals: { brand: 'goldenlotus', language: 'TY', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Mga lisensya at sertipikasyon' })).toBeVisible();
  },
};

/** A brand whose config lists no licence. */
export const NoLicences: Story = {
  render: () => <LicencesView brandName="Lucky Star" licences={[]} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^No licences are listed/)).toBeVisible();
  },
};
