import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FlagMap } from './whitelabel';
import type { SystemInfo, VisitorLocation } from './system-types';

export type { SystemInfo, VisitorLocation } from './system-types';

/** What the start-up permission call said, for every screen. */
export interface SystemState {
  /** Whitelabel flags `{MODID: boolean}`; unknown flags are off. */
  flags: FlagMap;
  info: SystemInfo | null;
  location: VisitorLocation | null;
  /** The platform's customer-service URL, else the brand's. */
  customerServiceUrl: string | null;
}

const SystemContext = createContext<SystemState | null>(null);

export interface SystemProviderProps extends SystemState {
  children: ReactNode;
}

/** Provides the system status result to the app. */
export function SystemProvider({ flags, info, location, customerServiceUrl, children }: SystemProviderProps) {
  const value = useMemo(
    () => ({ flags, info, location, customerServiceUrl }),
    [flags, info, location, customerServiceUrl],
  );
  return <SystemContext.Provider value={value}>{children}</SystemContext.Provider>;
}

/** The whitelabel flags, platform info, visitor location and customer-service URL. */
export function useSystem(): SystemState {
  const state = useContext(SystemContext);
  if (!state) throw new Error('useSystem needs a SystemProvider');
  return state;
}
