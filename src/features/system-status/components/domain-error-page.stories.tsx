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

/** An address that is not the brand's, or a platform that could not be reached. */
export const Default: Story = {};
