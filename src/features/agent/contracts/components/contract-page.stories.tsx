import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../../sandbox/store';
import { agentPageFrame, signInAgent } from '../../story-support';
import { ContractPage } from './contract-page';


const meta = {
  title: 'Agent/Contracts',
  component: ContractPage,
  decorators: agentPageFrame('agentDividendRecord2'),
  beforeEach: signInAgent('agent01'),
  args: { type: 'DIVIDEND' },
  parameters: { route: '/agentHome/agentDividendRecord2' },
} satisfies Meta<typeof ContractPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const ownRegion = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** agent01's dividend contract from the platform (semimonthly, up to 30%), its records and its downlines' contracts. */
export const Dividend: Story = {
  play: async ({ canvasElement }) => {
    const own = await ownRegion(canvasElement, 'My dividend contract');
    await expect(within(own).getByRole('table', { name: 'Tiers of my dividend contract' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('button', { name: 'Make an offer to agent01sub' })).toBeVisible();
  },
};

/** agent01's daily salary contract: team betting per day, paid the next day. */
export const DailySalary: Story = {
  args: { type: 'DAILY' },
  parameters: { route: '/agentHome/agentDailyWages2' },
  play: async ({ canvasElement }) => {
    await expect(await ownRegion(canvasElement, 'My daily salary contract')).toBeVisible();
    await expect(within(canvasElement).getByText('Daily')).toBeVisible();
  },
};

/** agent01's hourly salary contract, settled every hour, with the next settlement counting down. */
export const HourlySalary: Story = {
  args: { type: 'HOURLY' },
  parameters: { route: '/agentHome/agentHourSalary' },
  play: async ({ canvasElement }) => {
    await ownRegion(canvasElement, 'My hourly salary contract');
    await expect(within(canvasElement).getByRole('timer')).toBeVisible();
  },
};

/** Real-time salary: settles every 5 minutes (SPEC §9); the countdown is a timer that is not announced every second. */
export const RealtimeSalary: Story = {
  args: { type: 'REALTIME' },
  parameters: { route: '/agentHome/agentRealtimeSalary' },
  play: async ({ canvasElement }) => {
    await ownRegion(canvasElement, 'My real-time salary contract');
    await expect(within(canvasElement).getByRole('timer', { name: /^Next settlement at / })).toHaveTextContent(/^0[0-5]:\d\d$/);
    await expect(within(canvasElement).getByText('Settled every 5 minutes')).toBeVisible();
  },
};

/** agent02 holds no dividend contract yet: agent01's weekly offer waits for its answer. */
export const OfferWaiting: Story = {
  parameters: { account: 'agent02' },
  play: async ({ canvasElement }) => {
    const offer = await within(canvasElement).findByRole('article', { name: 'New dividend contract from agent01' });
    await expect(within(offer).getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(within(canvasElement).getByText('You do not hold a dividend contract.')).toBeVisible();
  },
};

/** agent02 accepted: the offer is its active contract. */
export const OfferAccepted: Story = {
  parameters: { account: 'agent02' },
  play: async ({ canvasElement }) => {
    const offer = await within(canvasElement).findByRole('article', { name: 'New dividend contract from agent01' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    const own = await ownRegion(canvasElement, 'My dividend contract');
    await expect(await within(own).findByText('Weekly')).toBeVisible();
  },
};

/** agent01sub's upline asked to end its hourly salary contract: accept the ending or keep the contract. */
export const TerminationRequest: Story = {
  args: { type: 'HOURLY' },
  parameters: { account: 'agent01sub', route: '/agentHome/agentHourSalary' },
  play: async ({ canvasElement }) => {
    const request = await within(canvasElement).findByRole('article', { name: 'agent01 asks to end your hourly salary contract' });
    await expect(within(request).getByRole('button', { name: 'Keep the contract' })).toBeVisible();
    await expect(within(canvasElement).getByText('Termination requested')).toBeVisible();
  },
};

/** The offer form, starting from agent01's own tiers. */
export const MakeOffer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Make an offer to agent01a1' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Offer a dividend contract to agent01a1' });
    await expect(within(dialog).getByRole('radio', { name: 'Semimonthly' })).toBeChecked();
    await expect(within(dialog).getAllByRole('group', { name: /^Tier \d$/ })).toHaveLength(3);
  },
};

/** A rate above agent01's own 30% is refused as typed; nothing is sent. */
export const RateAboveOwn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Make an offer to agent01a1' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Offer a dividend contract to agent01a1' });
    const rate = within(dialog).getAllByRole('textbox', { name: 'Rate (%)' })[2]!;
    await userEvent.clear(rate);
    await userEvent.type(rate, '35');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await expect(within(dialog).getByText('No rate may be above your own highest rate, 30%')).toBeVisible();
  },
};

/** An offer to agent01sub below agent01subx's 22%: the SPEC consent before that contract is terminated. */
export const ConsentStep: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Make an offer to agent01sub' }));
    const form = within(document.body).getByRole('dialog', { name: 'Offer a dividend contract to agent01sub' });
    const rates = within(form).getAllByRole('textbox', { name: 'Rate (%)' });
    for (const [i, value] of ['8', '14', '20'].entries()) {
      await userEvent.clear(rates[i]!);
      await userEvent.type(rates[i]!, value);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    const consent = await within(document.body).findByRole('dialog', { name: 'A downline has a higher rate' });
    await expect(within(consent).getByText('agent01subx')).toBeVisible();
    await expect(within(consent).getByRole('button', { name: 'Agree and send' })).toBeDisabled();
  },
};

/** An agent without the contract and without offers (agent41). */
export const NoContract: Story = {
  parameters: { account: 'agent41' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You do not hold a dividend contract.')).toBeVisible();
  },
};

/** The contract call failed: the message and Retry. */
export const LoadError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getAgentContract', { code: 'system.error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** While the contract loads (slow sandbox). */
export const Loading: Story = {
  globals: { scenario: 'slow' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** Tagalog, dark theme, the second brand. */
export const TagalogDark: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Aking kontrata ng dibidendo' })).toBeVisible();
  },
};

/** The consent step in Tagalog, dark theme, the second brand. */
export const ConsentTagalogDark: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mag-alok kay agent01sub' }));
    const form = within(document.body).getByRole('dialog', { name: /agent01sub$/ });
    const rates = within(form).getAllByRole('textbox', { name: 'Rate (%)' });
    await userEvent.clear(rates[2]!);
    await userEvent.type(rates[2]!, '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Ipadala ang alok' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'May downline na mas mataas ang rate' })).toBeVisible();
  },
};
