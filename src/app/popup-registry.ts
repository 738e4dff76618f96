import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PopupName, PopupProps } from '@/lib/popups';

/** A popup's component, loaded on first open; props beyond `onClose` must be optional. */
export type PopupComponent = LazyExoticComponent<ComponentType<PopupProps>>;

const placeholder = (titleKey: string, builtByKey: string): PopupComponent =>
  lazy(() => import('./screens/popup-placeholder').then((m) => ({ default: m.placeholderPopup(titleKey, builtByKey) })));

/**
 * Popup name → lazily loaded component (each its own chunk). A feature's popup is wired with one line, e.g.
 * `login: lazy(() => import('@/features/auth/entries/login-popup')),` (the entry default-exports the component).
 */
export const popupRegistry: Partial<Record<PopupName, PopupComponent>> = {
  login: lazy(() => import('@/features/auth/entries/login-popup')),
  register: lazy(() => import('@/features/auth/entries/register-popup')),
  forgotPassword: lazy(() => import('@/features/auth/entries/forgot-password-popup')),
  changePassword: lazy(() => import('@/features/auth/entries/change-password-popup')),
  needTrueAccount: lazy(() => import('@/features/auth/entries/need-true-account-popup')),
  logoutConfirm: lazy(() => import('@/features/auth/entries/logout-confirm-popup')),
  loginVerification: lazy(() => import('@/features/auth/entries/login-verification-popup')),
  gameFrame: lazy(() => import('@/features/games/entries/game-frame-popup')),
  gameList: lazy(() => import('@/features/games/entries/game-list-popup')),
  help: placeholder('screen_help', 'built_by_help'),
  announcement: lazy(() => import('@/features/announcements/entries/announcement-popup')),
  notice: lazy(() => import('@/features/announcements/entries/notice-popup')),
};
