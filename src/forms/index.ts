/**
 * Schema-driven forms: the rjsf theme, the fixed forms (precompiled validators), the register form built from the
 * server's rules, patterns and hints. Import only from lazily loaded code (popups): it carries rjsf.
 */
export { SchemaForm } from './schema-form';
export type { SchemaFormProps } from './schema-form';
export {
  loginUsernameForm,
  loginSmsForm,
  forgotEmailForm,
  forgotPhoneForm,
  changePasswordForm,
  registerForm,
  withFields,
} from './fixed-forms';
export type { FormDefinition } from './fixed-forms';
export { buildRegisterSchema } from './register-schema';
export type { RegisterFormData, RegisterRules, RegisterSchemaOptions } from './register-schema';
export { patterns, patternById, hintText, hintKey, fillBounds, matchesRule, rulePattern } from './patterns';
export type { FieldRule, PatternKind } from './patterns';
export { formError, parseFormError, translateError } from './messages';
export type { FieldMessages, FieldUiOptions } from './messages';
export { createRuleValidator, RuleValidator } from './rule-validator';
export { widgets, templates, ThemedForm } from './theme';
export { CAPTCHA_REFRESH_INTERVAL_MS } from './widgets/captcha-widget';
export type { CaptchaControl, Country, FormContext, SliderControl, SmsControl } from './types';
export type {
  ChangePasswordFormData,
  ForgotEmailFormData,
  ForgotPhoneFormData,
  LoginSmsFormData,
  LoginUsernameFormData,
} from './form-data';
