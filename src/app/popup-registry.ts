import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMoreTexts } from '@/i18n';
import type { PopupName, PopupProps } from '@/lib/popups';

type PopupModule = { default: ComponentType<PopupProps> };

/**
 * A popup's component, loaded on first open; props beyond `onClose` must be optional. `preload()` fetches its code
 * ahead of opening.
 */
export type PopupComponent = (ComponentType<PopupProps> | LazyExoticComponent<ComponentType<PopupProps>>) & {
  preload?: () => Promise<unknown>;
};

/**
 * A popup loaded on first open (its own chunk) that can be fetched ahead with `preload()`. Once its code is here it
 * draws in the same render, so a popup opened after `preload()` never shows the loading dialog first. Its texts are in
 * the rest of the texts (src/i18n), fetched beside its code, unless `startTexts`: a popup the home page opens by itself
 * (the announcement), whose texts are among those the first screen has.
 */
export function popupEntry(load: () => Promise<PopupModule>, { startTexts = false } = {}): PopupComponent {
  let loaded: ComponentType<PopupProps> | undefined;
  let loading: Promise<PopupModule> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), startTexts ? null : loadMoreTexts()]).then(([module]) => module).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed download may be tried again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function PopupEntry(props: PopupProps) {
    // Chosen once per opening: switching from the lazy wrapper to the loaded component later would remount the popup.
    const [Component] = useState<PopupComponent>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(PopupEntry, { preload });
}

/**
 * Popup name → lazily loaded component (each its own chunk). A feature's popup is wired with one line, e.g.
 * `login: popupEntry(() => import('@/features/auth/entries/login-popup')),` (the entry default-exports the component).
 */
export const popupRegistry: Partial<Record<PopupName, PopupComponent>> = {
  login: popupEntry(() => import('@/features/auth/entries/login-popup')),
  register: popupEntry(() => import('@/features/auth/entries/register-popup')),
  forgotPassword: popupEntry(() => import('@/features/auth/entries/forgot-password-popup')),
  changePassword: popupEntry(() => import('@/features/auth/entries/change-password-popup')),
  needTrueAccount: popupEntry(() => import('@/features/auth/entries/need-true-account-popup')),
  logoutConfirm: popupEntry(() => import('@/features/auth/entries/logout-confirm-popup')),
  loginVerification: popupEntry(() => import('@/features/auth/entries/login-verification-popup')),
  gameFrame: popupEntry(() => import('@/features/games/entries/game-frame-popup')),
  gameList: popupEntry(() => import('@/features/games/entries/game-list-popup')),
  help: popupEntry(() => import('@/features/help/entries/help-popup')),
  feedback: popupEntry(() => import('@/features/help/entries/feedback-popup')),
  announcement: popupEntry(() => import('@/features/announcements/entries/announcement-popup'), { startTexts: true }),
  notice: popupEntry(() => import('@/features/announcements/entries/notice-popup')),
  memberCentre: popupEntry(() => import('@/features/member/entries/member-centre-popup')),
  contractRequests: popupEntry(() => import('@/features/agent/entries/contract-popup')),
  chatRoom: popupEntry(() => import('@/features/chat/entries/chat-room-popup')),
  miniGame: popupEntry(() => import('@/features/chat/entries/mini-game-popup')),
};

/** Fetches a popup's code ahead of opening it (nothing for a name no popup is registered as). */
export function preloadPopup(name: PopupName): Promise<unknown> {
  return popupRegistry[name]?.preload?.() ?? Promise.resolve();
}
