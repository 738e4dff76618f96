import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

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
  | 'help'
  | 'feedback'
  | 'memberCentre'
  | 'contractRequests'
  | 'chatRoom'
  | 'miniGame';

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
  /** Runs when the person or a flow closes it (not when another popup replaces it, which inherits it). */
  onClosed?: () => void;
}

export interface OpenOptions {
  /**
   * Runs at once when the popup is closed, before anything the closing flow does next (an address that is a popup
   * goes home, and a flow's own navigation after closing still wins). A popup that replaces this one inherits it.
   */
  onClosed?: () => void;
}

/** Opens and closes the site's popups; one is shown at a time, opening another replaces it. */
export interface Popups {
  /** Shows the popup `name` with `props` (replacing any popup on screen). */
  open(name: PopupName, props?: object, options?: OpenOptions): void;
  /**
   * Closes the popup on screen; with a name, only if that popup is the one on screen. `quiet` skips its `onClosed`
   * (the address that opened it is being left anyway).
   */
  close(name?: PopupName, options?: { quiet?: boolean }): void;
  /**
   * Fetches a popup's code ahead of opening it, so it opens at once (a popup the site opens by itself, such as the
   * announcement). Resolves when it is here; rejects when the download fails.
   */
  preload(name: PopupName): Promise<unknown>;
  current: OpenPopup | null;
}

const PopupContext = createContext<Popups | null>(null);

export interface PopupProviderProps {
  children: ReactNode;
  /** Fetches a popup's code (the app's popup registry); without it `preload()` has nothing to do. */
  preload?: (name: PopupName) => Promise<unknown>;
}

const nothingToPreload = () => Promise.resolve();

/** Holds which popup is open; the app's popup host draws it. */
export function PopupProvider({ children, preload = nothingToPreload }: PopupProviderProps) {
  const [current, setCurrent] = useState<OpenPopup | null>(null);
  // The popup on screen for close(), which runs its onClosed outside a state updater (updaters may run twice).
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const open = useCallback((name: PopupName, props: object = {}, options: OpenOptions = {}) => {
    setCurrent((previous) => {
      const onClosed = options.onClosed ?? previous?.onClosed;
      const next: OpenPopup = { name, props: { ...props }, serial: (previous?.serial ?? 0) + 1 };
      if (onClosed) next.onClosed = onClosed;
      latest.current = next;
      return next;
    });
  }, []);
  const close = useCallback((name?: PopupName, options: { quiet?: boolean } = {}) => {
    const shown = latest.current;
    if (!shown || (name && shown.name !== name)) return;
    latest.current = null;
    setCurrent(null);
    if (!options.quiet) shown.onClosed?.();
  }, []);
  const value = useMemo(() => ({ open, close, preload, current }), [open, close, preload, current]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

/** `open(name, props?)`, `close()` and the popup on screen. */
export function usePopups(): Popups {
  const popups = useContext(PopupContext);
  if (!popups) throw new Error('usePopups needs a PopupProvider');
  return popups;
}
