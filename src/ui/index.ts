export { Button, IconButton } from './button';
export type { ButtonProps, IconButtonProps } from './button';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export { FullPageMessage } from './full-page-message';
export type { FullPageMessageProps } from './full-page-message';
export { QrCode } from './qr-code';
export type { QrCodeProps } from './qr-code';
export { BOOT_LOADER_ID, revealPage, revealPageUnlessHeld, revealPageWhenDecoded } from './page-reveal';
// Not here, imported from their own files so they stay out of the first load of every page that imports '@/ui': the
// toaster (`@/ui/toast`, its library) and the member pages' parts (`@/ui/field`, `@/ui/amount-field`,
// `@/ui/confirm-step`, `@/ui/upload-field`).
