import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { CreditReportPage } from './credit-report';

const meta = {
  title: 'Credit/Credit report',
  component: CreditReportPage,
  decorators: memberPageFrame('Credit report'),
  beforeEach: signInFresh,
  parameters: { account: 'member01', route: '/member/creditReport', flags: { CREDITMAR3: true } },
} satisfies Meta<typeof CreditReportPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** member01's credit line: limit, used and available, the usage bar and the details. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Credit limit')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Credit used' })).toBeVisible();
  },
};

/** Golden Lotus (VND) in Tagalog, dark. */
export const GoldenLotusTagalogDark: Story = {
  globals: { brand: 'goldenlotus', language: 'TY', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Limitasyon ng credit')).toBeVisible();
  },
};

/** Waiting for the sandbox. */
export const Loading: Story = {
  globals: { scenario: 'slow' },
};

/** The report fails to load: the message with Retry, which loads it. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getCreditReport', { code: 'unknown_error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Credit limit')).toBeVisible();
  },
};
