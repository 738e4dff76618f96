import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAgent, withAgentFrame } from '../../story-support';
import ContractPopup from './contract-popup';


const meta = {
  title: 'Agent/Contract popup',
  component: ContractPopup,
  decorators: [withAgentFrame],
  beforeEach: signInAgent('agent02'),
  args: { onClose: fn() },
} satisfies Meta<typeof ContractPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** After agent02 signs in: agent01's new dividend offer, with its tiers, Accept and Reject. */
export const NewOffer: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Contract requests' });
    const offer = await within(dialog).findByRole('article', { name: 'New dividend contract from agent01' });
    await expect(within(offer).getByRole('table', { name: 'Tiers of the offered dividend contract' })).toBeVisible();
    await expect(within(offer).getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

/** Accepting the only request closes the popup. */
export const AcceptedCloses: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Contract requests' });
    await userEvent.click(within(await within(dialog).findByRole('article')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** agent01sub: its upline asks to end its hourly salary contract. */
export const TerminationRequest: Story = {
  parameters: { account: 'agent01sub' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Contract requests' });
    await expect(await within(dialog).findByRole('article', { name: 'agent01 asks to end your hourly salary contract' })).toBeVisible();
  },
};

/** Tagalog, dark theme, the second brand. */
export const TagalogDark: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Mga kahilingan sa kontrata' });
    await expect(await within(dialog).findByRole('article', { name: 'Bagong kontrata ng dibidendo mula kay agent01' })).toBeVisible();
  },
};
