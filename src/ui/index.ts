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
export { Field } from './field';
export type { FieldProps } from './field';
export { AmountField, amountMessage, validateAmount } from './amount-field';
export type { AmountErrorKey, AmountFieldProps, AmountRules } from './amount-field';
export { ConfirmStep } from './confirm-step';
export type { ConfirmRow, ConfirmStepProps } from './confirm-step';
export {
  UploadField,
  checkUploads,
  readAsDataUrl,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from './upload-field';
export type { UploadErrorKey, UploadFieldProps, UploadLimits, UploadRefusal } from './upload-field';
// Not here: the toaster (`@/ui/toast`), so its library stays out of the first load of every page that imports '@/ui'.
