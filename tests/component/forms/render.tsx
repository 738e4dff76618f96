import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '@/i18n';

/** Renders a form with the app's texts loaded in `language` (EN by default). */
export async function renderForm(ui: ReactElement, language = 'EN') {
  await setLanguage(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** The paragraph an input names as its error (through aria-describedby), or null. */
export function errorOf(input: HTMLElement): HTMLElement | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('__error'));
  return ids[0] ? document.getElementById(ids[0]) : null;
}
