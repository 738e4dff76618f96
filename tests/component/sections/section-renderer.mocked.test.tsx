import { lazy } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
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

  it('draws the first sections at once and each later one when the page is idle, in order, holding its place', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const labels = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    const merchant = { ...brand(), screens: { test: labels.map((label) => ({ id: 'alpha', props: { label } })) } };
    const { container } = await renderInApp(<SectionRenderer screen="test" />, { merchant });
    const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(headings()).toEqual(labels.slice(0, 4)));
    expect(container.querySelectorAll('[data-section-skeleton]')).toHaveLength(2);
    for (const shown of [5, 6]) {
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      act(() => idle.shift()!());
      await waitFor(() => expect(headings()).toEqual(labels.slice(0, shown)));
    }
    expect(container.querySelectorAll('[data-section-skeleton]')).toHaveLength(0);
    vi.unstubAllGlobals();
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
