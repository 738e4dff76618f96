import { lazy } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SectionRenderer } from '@/sections';
import { sectionRegistry } from '@/sections/registry';
import { allMerchants } from '@/merchant';
import { brand, renderInApp } from './render';

vi.mock('@/sections/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/sections/registry')>();
  const Titled = ({ label }: { label?: string }) => <h2>{label ?? 'untitled'}</h2>;
  const Boom = (): never => {
    throw new Error('section exploded');
  };
  const fake = {
    alpha: { meta: { id: 'alpha', propsSchema: {}, load: async () => ({ default: Titled }) }, Component: lazy(async () => ({ default: Titled })) },
    boom: { meta: { id: 'boom', propsSchema: {}, load: async () => ({ default: Boom }) }, Component: lazy(async () => ({ default: Boom })) },
    broken: {
      meta: { id: 'broken', propsSchema: {}, load: () => Promise.reject(new Error('chunk failed')) },
      Component: lazy(() => Promise.reject(new Error('chunk failed'))),
    },
  } as const;
  return {
    ...real,
    getSectionEntry: (id: string) => (fake as Record<string, unknown>)[id] ?? real.getSectionEntry(id),
  };
});

describe('SectionRenderer', () => {
  it('draws the sections of a screen in config order with their props', async () => {
    const merchant = {
      ...brand(),
      screens: { test: [{ id: 'alpha', props: { label: 'Second in code, first in config' } }, { id: 'alpha', props: { label: 'Last' } }] },
    };
    await renderInApp(<SectionRenderer screen="test" />, { merchant });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Second in code, first in config', 'Last']);
  });

  it('keeps the page alive when a section throws or its code fails to load, and logs the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const merchant = {
      ...brand(),
      screens: {
        test: [
          { id: 'alpha', props: { label: 'Before' } },
          { id: 'boom' },
          { id: 'broken' },
          { id: 'alpha', props: { label: 'After' } },
        ],
      },
    };
    await renderInApp(<SectionRenderer screen="test" />, { merchant });
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Section "broken" failed', expect.any(Error), expect.anything()));
    expect(error).toHaveBeenCalledWith('Section "boom" failed', expect.any(Error), expect.anything());
  });

  it('skips an id no feature declares', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const merchant = { ...brand(), screens: { test: [{ id: 'lucky-wheel' }, { id: 'alpha', props: { label: 'Still here' } }] } };
    await renderInApp(<SectionRenderer screen="test" />, { merchant });
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Unknown section "lucky-wheel" on screen "test"');
  });

  it.each(allMerchants().map((m) => [m.code, m] as const))(
    'holds a same-size place for each home section of %s in config order while its code loads',
    async (_code, merchant) => {
      const { container } = await renderInApp(<SectionRenderer screen="home" />, { merchant });
      const expected = (merchant.screens.home ?? []).map((s) => s.id).filter((id) => sectionRegistry.has(id));
      const placeholders = [...container.querySelectorAll('[data-section-skeleton]')].map((el) => el.getAttribute('data-section-skeleton'));
      expect(placeholders).toEqual(expected);
      expect(expected.length).toBeGreaterThan(3);
    },
  );
});
