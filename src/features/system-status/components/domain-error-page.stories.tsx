import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DomainErrorPage } from './domain-error-page';

const meta = {
  title: 'System status/Domain error page',
  component: DomainErrorPage,
  args: { customerServiceUrl: 'https://example.com/customer-service', onRetry: fn() },
} satisfies Meta<typeof DomainErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An address that is not the brand's, or a start-up call the platform refused. */
export const Default: Story = {};

/** The start-up calls got no answer (offline, or the platform out of reach): check the connection; retried when back online. */
export const Unreachable: Story = { args: { unreachable: true } };
