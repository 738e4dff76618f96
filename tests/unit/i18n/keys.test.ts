import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keysInConfig, keysInSource, localeKeys, missingKeys, usedKeys } from './key-scanner';

const root = join(import.meta.dirname, '..', '..', '..');
const used = usedKeys(root);

describe('i18n keys', () => {
  it('finds keys in t() calls, i18nKey props and key fields, and nothing else', () => {
    const source = `
      const a = t('game_maintenance');
      const b = i18n.t("info_maintenance", { ip });
      <Trans i18nKey="blockip" />;
      <ComingSoonPage titleKey="screen_home" builtByKey="built_by_home" />;
      const item = { labelKey: 'nav_home' };
      const parts = text.split('x');
      format('DD/MM');
    `;
    expect(keysInSource(source).toSorted()).toEqual([
      'blockip',
      'built_by_home',
      'game_maintenance',
      'info_maintenance',
      'nav_home',
      'screen_home',
    ]);
  });

  it('finds keys in merchant config key fields but not in other fields ending in Key', () => {
    const config = {
      encryption: { publicKey: 'MIIBIjAN' },
      categories: { LIVE: { labelKey: 'nav_live' } },
      footer: { products: [{ titleKey: 'product_lottery_title', textKey: 'product_lottery_text' }] },
    };
    expect(keysInConfig(config).toSorted()).toEqual(['nav_live', 'product_lottery_text', 'product_lottery_title']);
  });

  it('reports a key a fixture uses that the language lacks', () => {
    const fixture = new Map([
      ['btn_retry', ['fixture.tsx']],
      ['no_such_key_anywhere', ['fixture.tsx']],
    ]);
    expect(missingKeys(fixture, localeKeys(root, 'EN'))).toEqual(['no_such_key_anywhere (used in fixture.tsx)']);
  });

  it('scans the real sources (this file set uses the status keys)', () => {
    expect(used.has('game_maintenance')).toBe(true);
    expect(used.has('customer_service')).toBe(true);
  });

  it('has every used key in EN', () => {
    expect(missingKeys(used, localeKeys(root, 'EN'))).toEqual([]);
  });

  it('has every used key in TY', () => {
    expect(missingKeys(used, localeKeys(root, 'TY'))).toEqual([]);
  });

  it('has no TY key that EN lacks', () => {
    const en = localeKeys(root, 'EN');
    expect([...localeKeys(root, 'TY')].filter((key) => !en.has(key))).toEqual([]);
  });
});
