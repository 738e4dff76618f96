import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from './about-page';

const meta = {
  title: 'Info/About us',
  component: AboutPage,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  parameters: { route: '/about' },
} satisfies Meta<typeof AboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Lucky Star: its four sections from config and the link to its licences. */
export const LuckyStar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About Lucky Star' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Our games' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Our licences' })).toBeVisible();
  },
};

/** Golden Lotus in Tagalog, dark: its own three sections and texts. */
export const GoldenLotusTagalogDark: Story = {
  globals: { brand: 'goldenlotus', language: 'TY', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Tungkol sa Golden Lotus' })).toBeVisible();
  },
};
