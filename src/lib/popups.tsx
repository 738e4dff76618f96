import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Every popup the site can open; the app's popup host maps each name to a lazily loaded component. */
export type PopupName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'needTrueAccount'
  | 'logoutConfirm'
  | 'loginVerification'
  | 'announcement'
  | 'notice'
  | 'gameFrame'
  | 'gameList'
  | 'help';

/** What the host gives every popup component, besides the props it was opened with (all optional). */
export interface PopupProps {
  /** Closes the popup (the close button, Escape, or the popup's own "done"). */
  onClose(): void;
}

/** The popup on screen: its name, the props it was opened with, and a serial that tells two openings apart. */
export interface OpenPopup {
  name: PopupName;
  props: Readonly<Record<string, unknown>>;
  serial: number;
}

/** Opens and closes the site's popups; one is shown at a time, opening another replaces it. */
export interface Popups {
  /** Shows the popup `name` with `props` (replacing any popup on screen). */
  open(name: PopupName, props?: object): void;
  /** Closes the popup on screen; with a name, only if that popup is the one on screen. */
  close(name?: PopupName): void;
  current: OpenPopup | null;
}

const PopupContext = createContext<Popups | null>(null);

/** Holds which popup is open; the app's popup host draws it. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenPopup | null>(null);
  const open = useCallback((name: PopupName, props: object = {}) => {
    setCurrent((previous) => ({ name, props: { ...props }, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  const close = useCallback((name?: PopupName) => {
    setCurrent((previous) => (name && previous?.name !== name ? previous : null));
  }, []);
  const value = useMemo(() => ({ open, close, current }), [open, close, current]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

/** `open(name, props?)`, `close()` and the popup on screen. */
export function usePopups(): Popups {
  const popups = useContext(PopupContext);
  if (!popups) throw new Error('usePopups needs a PopupProvider');
  return popups;
}
