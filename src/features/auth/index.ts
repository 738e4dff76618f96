/**
 * Accounts: sign-in, register, sms codes, forgot and change password, sessions, trial and agent login.
 * Popups and the agent login page are lazy entries under `entries/`; this index carries only the pure flows and
 * helpers (no forms), so importing it keeps the first page light.
 */
export { sessionMachine } from './session.machine';
export { loginMachine, DEFAULT_PASSWORD, CAPTCHA_REFRESH_MS } from './login.machine';
export { smsCountdownMachine, countdownSeconds, isValidMobile, DEFAULT_WAIT_SECONDS } from './sms-countdown.machine';
// The sms countdown as a hook, for the member centre's sms codes (security centre, withdraw); no form comes with it.
export { useSmsCountdown, type SmsCountdown } from './components/use-sms-countdown';
export { registerMachine } from './register.machine';
export { forgotPasswordMachine } from './forgot-password.machine';
export { changePasswordMachine } from './change-password.machine';
export { toFlowError, errorMessageKey, ERROR_MESSAGES } from './errors';
export type { FlowError, LoginChallenge, LoginMethod, LoginVariant, VerificationKind } from './types';
