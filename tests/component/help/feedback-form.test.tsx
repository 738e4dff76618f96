import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FeedbackPopup from '@/features/help/entries/feedback-popup';
import naughty from '../../fixtures/naughty-strings.json';
import { sentFeedback } from '../../../sandbox/operations/help';
import { forceError, resetStore } from '../../../sandbox/store';
import { MEMBER, renderInApp } from '../sections/render';

const PNG_BYTES = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const png = (name = 'screenshot.png') => new File([PNG_BYTES], name, { type: 'image/png' });

async function renderForm(options: Parameters<typeof renderInApp>[1] = {}) {
  resetStore();
  const onClose = vi.fn<() => void>();
  await renderInApp(<FeedbackPopup onClose={onClose} />, options);
  const content = await screen.findByRole('textbox', { name: 'Content' });
  return { onClose, content };
}

describe('Feedback popup', () => {
  it('shows the platform’s word limits and counts words as you type', async () => {
    const user = userEvent.setup();
    const { content } = await renderForm();
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
    expect(content).toHaveAccessibleDescription(/Between 5 and 200 words/);
    expect(screen.getByText('Words: 0')).toBeInTheDocument();
    await user.type(content, 'My deposit is late!');
    expect(screen.getByText('Words: 4')).toBeInTheDocument();
    expect(screen.getAllByRole('option').slice(1).map((option) => option.textContent)).toEqual([
      'Deposit', 'Withdraw', 'Game', 'Customer service', 'Application', 'Other',
    ]);
  });

  it('asks for a question type and content within the limits before sending anything', async () => {
    const user = userEvent.setup();
    const { content } = await renderForm();
    await user.type(content, 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Question type' })).toHaveAccessibleDescription('Choose a question type.');
    expect(screen.getByRole('combobox', { name: 'Question type' })).toHaveFocus();
    expect(content).toHaveAccessibleDescription(/The content must be between 5 and 200 words\./);
    expect(content).toBeInvalid();
    expect(sentFeedback()).toEqual([]);
  });

  it('sends a visitor’s feedback with a picture and shows SPEC’s success text; Close closes', async () => {
    const user = userEvent.setup();
    const { content, onClose } = await renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Customer service');
    await user.type(content, 'The chat answered very late today.');
    await user.type(screen.getByRole('textbox', { name: 'Contact information' }), 'visitor@example.com');
    await user.upload(screen.getByLabelText('Pictures Choose images'), png());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('After receiving a response, we will contact you as soon as possible.')).toBeVisible();
    expect(sentFeedback()).toEqual([
      { merchant: 'luckystar', type: 'customerService', content: 'The chat answered very late today.', contact: 'visitor@example.com', images: 1 },
    ]);
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the form and explains a refusal', async () => {
    const user = userEvent.setup();
    const { content } = await renderForm({ member: MEMBER });
    forceError('PUT /wps/feedback', { code: 'feedback.words.out.of.range' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Game');
    await user.type(content, 'The fishing game froze after my bet.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The content must be between 5 and 200 words.');
    expect(content).toHaveValue('The fishing game froze after my bet.');
  });

  it('keeps every naughty string as typed and sends it unchanged', async () => {
    const user = userEvent.setup();
    const { content } = await renderForm();
    const contact = screen.getByRole('textbox', { name: 'Contact information' });
    for (const text of naughty.strings) {
      fireEvent.change(content, { target: { value: text } });
      fireEvent.change(contact, { target: { value: text } });
      // As the browser keeps them: a textarea's line breaks become \n, a one-line input drops them.
      expect(content).toHaveValue(text.replace(/\r\n?/g, '\n'));
      expect(contact).toHaveValue(text.replace(/[\r\n]/g, ''));
      expect(screen.getByText(/^Words: \d+$/)).toBeInTheDocument();
    }
    const nasty = naughty.strings.find((s) => s.includes('<script')) ?? '<script>alert(1)</script>';
    const message = `${nasty} shows up in my game history`;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Other');
    fireEvent.change(content, { target: { value: message } });
    fireEvent.change(contact, { target: { value: "' OR '1'='1" } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(sentFeedback().at(-1)).toMatchObject({ type: 'other', content: message.trim(), contact: "' OR '1'='1" });
  });
});
