import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '@/ui';

const tabs = [
  { id: 'username', label: 'Username', panel: <p>Username form</p> },
  { id: 'sms', label: 'SMS', panel: <p>SMS form</p> },
  { id: 'social', label: 'Social', panel: <p>Social sign-in</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel', () => {
    render(<Tabs label="Sign-in method" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toHaveTextContent('Username form');
    expect(screen.queryByText('SMS form')).not.toBeInTheDocument();
  });

  it('moves selection and focus with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(id: string) => void>();
    render(<Tabs label="Sign-in method" tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'SMS' })).toHaveTextContent('SMS form');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('social');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sign-in method" tabs={tabs} defaultSelected="sms" />);
    await user.click(screen.getByRole('tab', { name: 'SMS' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Tabs label="Sign-in method" tabs={tabs} defaultSelected="sms" />);
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('tabindex', '-1');
  });
});
