import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { applyBrandHead, applyTheme, initialMode, storeMode } from './theme';
import type { Merchant, ThemeMode } from './types';

interface MerchantContextValue {
  merchant: Merchant;
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const MerchantContext = createContext<MerchantContextValue | null>(null);

export interface MerchantProviderProps {
  /** The brand: the page's own from `loadMerchant` (load.ts), or any from the registry in tests and stories. */
  merchant: Merchant;
  /** Forces the mode (Storybook's toolbar); without it the remembered mode or the brand default applies. */
  mode?: ThemeMode;
  children?: ReactNode;
}

/** Provides the brand to the tree and keeps `<html>` in step with its theme, favicon and title. */
export function MerchantProvider({ merchant, mode: forcedMode, children }: MerchantProviderProps) {
  const [chosenMode, setChosenMode] = useState<ThemeMode>(() => initialMode(merchant));
  const mode = forcedMode ?? chosenMode;

  // Layout effect: a toggled mode repaints in the same frame, without a flash of the old colours.
  useLayoutEffect(() => {
    applyTheme(merchant, mode);
  }, [merchant, mode]);

  useLayoutEffect(() => {
    applyBrandHead(merchant);
  }, [merchant]);

  const setMode = useCallback((next: ThemeMode) => {
    storeMode(next);
    setChosenMode(next);
  }, []);

  const value = useMemo(() => ({ merchant, mode, setMode }), [merchant, mode, setMode]);
  return <MerchantContext.Provider value={value}>{children}</MerchantContext.Provider>;
}

function useMerchantContext(hook: string): MerchantContextValue {
  const value = useContext(MerchantContext);
  if (!value) throw new Error(`${hook}() needs a <MerchantProvider> above it`);
  return value;
}

/** The current brand. */
export function useMerchant(): Merchant {
  return useMerchantContext('useMerchant').merchant;
}

/** `[mode, setMode]`: the light/dark mode, remembered in localStorage `theme-mode`. */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const { mode, setMode } = useMerchantContext('useThemeMode');
  return [mode, setMode];
}
