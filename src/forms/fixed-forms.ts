import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import changePasswordSchema from '../../schemas/forms/change-password.json';
import changePasswordUi from '../../schemas/forms/change-password.ui.json';
import forgotEmailSchema from '../../schemas/forms/forgot-email.json';
import forgotEmailUi from '../../schemas/forms/forgot-email.ui.json';
import forgotPhoneSchema from '../../schemas/forms/forgot-phone.json';
import forgotPhoneUi from '../../schemas/forms/forgot-phone.ui.json';
import loginSmsSchema from '../../schemas/forms/login-sms.json';
import loginSmsUi from '../../schemas/forms/login-sms.ui.json';
import loginUsernameSchema from '../../schemas/forms/login-username.json';
import loginUsernameUi from '../../schemas/forms/login-username.ui.json';
import { buildRegisterSchema, type RegisterRules, type RegisterSchemaOptions } from './register-schema';
import { createRuleValidator } from './rule-validator';
import {
  changePasswordValidators,
  forgotEmailValidators,
  forgotPhoneValidators,
  loginSmsValidators,
  loginUsernameValidators,
} from './validators.gen';

/** Everything `SchemaForm` needs to draw and validate one form. */
export interface FormDefinition {
  /** JSON Schema; titles are i18n keys. */
  schema: RJSFSchema;
  /** uiSchema: widgets, autocomplete, hints and per-field message keys. */
  uiSchema: UiSchema;
  /** rjsf validator: precompiled for fixed schemas, the rule interpreter for the register form. */
  validator: ValidatorType;
}

function fixed(schema: object, uiSchema: object, validators: Parameters<typeof createPrecompiledValidator>[0]): FormDefinition {
  const s = schema as RJSFSchema;
  return { schema: s, uiSchema: uiSchema as UiSchema, validator: createPrecompiledValidator(validators, s) };
}

/** Sign-in with username and password (captcha and slider hidden until `withFields` shows them). */
export const loginUsernameForm = fixed(loginUsernameSchema, loginUsernameUi, loginUsernameValidators);
/** Sign-in with mobile number and sms code. */
export const loginSmsForm = fixed(loginSmsSchema, loginSmsUi, loginSmsValidators);
/** Forgot password by email: username and email. */
export const forgotEmailForm = fixed(forgotEmailSchema, forgotEmailUi, forgotEmailValidators);
/** Forgot password by phone: mobile number, sms code, new password. */
export const forgotPhoneForm = fixed(forgotPhoneSchema, forgotPhoneUi, forgotPhoneValidators);
/** Change password: old (hideable when already known), new, confirmation. */
export const changePasswordForm = fixed(changePasswordSchema, changePasswordUi, changePasswordValidators);

/** Widget a field gets when `withFields` shows it (fields absent here keep their uiSchema widget, or the default). */
const SHOWN_WIDGET: Record<string, string> = { captcha: 'captcha', sliderCaptcha: 'sliderCaptcha', oldPassword: 'password' };

/**
 * The same form with optional fields shown or hidden, e.g. `withFields(loginUsernameForm, { captcha: true })` after
 * the server asks for a captcha, or `withFields(changePasswordForm, { oldPassword: false })` in the forced flow.
 * The schema (and so the precompiled validator) stays the same: a hidden field is skipped by `requiredWhenShown`.
 */
export function withFields(form: FormDefinition, fields: Record<string, boolean>): FormDefinition {
  const uiSchema: UiSchema = { ...form.uiSchema };
  for (const [field, shown] of Object.entries(fields)) {
    if (!form.schema.properties?.[field]) throw new Error(`withFields: the form has no field "${field}"`);
    const fieldUi: UiSchema = { ...(uiSchema[field] as UiSchema | undefined) };
    if (shown) {
      const widget = SHOWN_WIDGET[field];
      if (widget) fieldUi['ui:widget'] = widget;
      else if (fieldUi['ui:widget'] === 'hidden') delete fieldUi['ui:widget'];
    } else {
      fieldUi['ui:widget'] = 'hidden';
    }
    uiSchema[field] = fieldUi;
  }
  return { ...form, uiSchema };
}

/** The register form for the server's rules and the brand's flags; validated without run-time code generation. */
export function registerForm(rules: RegisterRules, options: RegisterSchemaOptions): FormDefinition {
  return { ...buildRegisterSchema(rules, options), validator: createRuleValidator() };
}
