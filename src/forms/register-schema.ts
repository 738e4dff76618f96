import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldMessages, FieldUiOptions } from './messages';
import { hintKey, rulePattern, type FieldRule } from './patterns';

/** The server's register rules: field name → rule (`/wps/system/setting/register`, or the start-up call's `register`). */
export type RegisterRules = Partial<Record<string, FieldRule>>;

/** How the register popup is set up from whitelabel flags. */
export interface RegisterSchemaOptions {
  /** `username` (USERNAMEREG3) or `mobile` (MOBILENUMREG3: the mobile number becomes the username). */
  mode: 'username' | 'mobile';
  /** REGMOBVERF3: an sms code is required, so the mobile number is too. */
  smsVerification: boolean;
  /** Whether the affiliate (invitation) code input is shown; off when the code comes from the URL. */
  showAffiliateInput: boolean;
}

/** The register form's data, as the register call takes it (plus the agreement and the picker's dialing code). */
export interface RegisterFormData {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  password?: string;
  confirmPassword?: string;
  paymentPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  recommenderId?: string;
  affiliateCode?: string;
  captcha?: string;
  agreement?: boolean;
}

interface FieldSpec {
  widget?: string;
  autocomplete?: string;
  inputType?: string;
  inputMode?: string;
  /** The message for a value that breaks the rule (length or pattern); default: the rule's own hint text. */
  invalid?: string;
  /** Separate message for a wrong length (password: "(min)-(max) characters"). */
  length?: string;
  required?: string;
}

// Optional fields in the order the form shows them; each appears when its rule says `enabled`.
const OPTIONAL_FIELDS: Record<string, FieldSpec> = {
  paymentPassword: { widget: 'password', autocomplete: 'off', length: 'form_password_length' },
  payeeName: { autocomplete: 'name', invalid: 'form_real_name_format' },
  email: { autocomplete: 'email', inputType: 'email', invalid: 'form_email_invalid' },
  qqNum: { autocomplete: 'off', inputMode: 'numeric' },
  line: { autocomplete: 'off' },
  whatsapp: { autocomplete: 'off', inputType: 'tel', inputMode: 'tel' },
  facebook: { autocomplete: 'off' },
  wechat: { autocomplete: 'off' },
  idNumber: { autocomplete: 'off' },
  recommenderId: { autocomplete: 'off' },
};

function isEnabled(rule: FieldRule | undefined): rule is FieldRule {
  // The platform's traces show rules without `enabled`; a rule that is present and not switched off is shown.
  return rule !== undefined && rule.enabled !== false;
}

function stringSchema(field: string, rule: FieldRule | undefined): RJSFSchema {
  const schema: RJSFSchema = { type: 'string', title: `form_label_${field}` };
  if (rule?.minLength !== undefined) schema.minLength = rule.minLength;
  if (rule?.maxLength !== undefined) schema.maxLength = rule.maxLength;
  const pattern = rule ? rulePattern(rule) : undefined;
  if (pattern !== undefined) schema.pattern = pattern;
  return schema;
}

function fieldUi(field: string, rule: FieldRule | undefined, spec: FieldSpec): UiSchema {
  const hint = rule ? hintKey(rule) : undefined;
  const invalid = spec.invalid ?? hint ?? 'form_invalid';
  const messages: FieldMessages = {
    minLength: spec.length ?? invalid,
    maxLength: spec.length ?? invalid,
    pattern: invalid,
    invalid,
    ...(spec.required ? { required: spec.required } : {}),
  };
  const options: FieldUiOptions & Record<string, unknown> = { messages };
  if (spec.inputMode) options.inputMode = spec.inputMode;
  if (spec.inputType) options.inputType = spec.inputType;
  const ui: Record<string, unknown> = { 'ui:options': options };
  if (spec.widget) ui['ui:widget'] = spec.widget;
  if (spec.autocomplete) ui['ui:autocomplete'] = spec.autocomplete;
  if (hint && rule) {
    ui['ui:help'] = hint;
    options.hintBounds = { min: rule.minLength, max: rule.maxLength };
  }
  return ui as UiSchema;
}

/**
 * Builds the register form from the server's field rules (SPEC §3 register user, §5 register): each field is shown
 * when its rule is enabled and required when marked; min/max lengths and the `patternId` pattern apply unless
 * `acceptedPattern` is '*'; the hint is `reg_pattern_<patternId>`. Username (username mode), password, confirm
 * password and the agreement are always there; the mobile number is required in mobile mode, with sms
 * verification, or when its rule says so.
 */
export function buildRegisterSchema(
  rules: RegisterRules,
  options: RegisterSchemaOptions,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const add = (field: string, schema: RJSFSchema, ui: UiSchema, isRequired: boolean) => {
    properties[field] = schema;
    uiSchema[field] = ui;
    if (isRequired) required.push(field);
  };

  if (options.mode === 'username') {
    const rule = rules.username;
    add('username', stringSchema('username', rule), fieldUi('username', rule, { autocomplete: 'username' }), true);
  }

  const mobileRule = rules.mobileNum;
  const mobileRequired = options.mode === 'mobile' || options.smsVerification || mobileRule?.required === true;
  if (mobileRequired || isEnabled(mobileRule)) {
    add(
      'mobileNum',
      stringSchema('mobileNum', mobileRule ?? { patternId: 6 }),
      fieldUi('mobileNum', mobileRule ?? { patternId: 6 }, { widget: 'mobile', autocomplete: 'tel-national', invalid: 'form_phone_format' }),
      mobileRequired,
    );
  }

  if (options.smsVerification) {
    const rule = rules.verificationCode ?? { patternId: 6 };
    const ui = fieldUi('verificationCode', rule, { widget: 'smsCode', autocomplete: 'one-time-code', invalid: 'form_code_invalid', required: 'form_code_invalid' });
    delete ui['ui:help'];
    add('verificationCode', stringSchema('verificationCode', rule), ui, true);
  }

  const passwordRule = rules.password;
  add(
    'password',
    stringSchema('password', passwordRule),
    fieldUi('password', passwordRule, { widget: 'password', autocomplete: 'new-password', length: 'form_password_length' }),
    true,
  );
  add(
    'confirmPassword',
    { type: 'string', title: 'form_label_confirmPassword' },
    {
      'ui:widget': 'password',
      'ui:autocomplete': 'new-password',
      'ui:options': { sameAs: 'password', mismatchMessage: 'form_confirm_password_incorrect' } satisfies FieldUiOptions,
    },
    true,
  );

  for (const [field, spec] of Object.entries(OPTIONAL_FIELDS)) {
    const rule = rules[field];
    if (!isEnabled(rule)) continue;
    // SPEC §5: the payment password is required whenever it is shown.
    const isRequired = field === 'paymentPassword' || rule.required === true;
    add(field, stringSchema(field, rule), fieldUi(field, rule, spec), isRequired);
  }

  const affiliateRule = rules.affiliateCode;
  if (options.showAffiliateInput && isEnabled(affiliateRule)) {
    add(
      'affiliateCode',
      stringSchema('affiliateCode', affiliateRule),
      fieldUi('affiliateCode', affiliateRule, { autocomplete: 'off', invalid: 'form_invitation_invalid' }),
      affiliateRule.required === true,
    );
  }

  const captchaRule = rules.captcha;
  if (isEnabled(captchaRule)) {
    const ui = fieldUi('captcha', captchaRule, { widget: 'captcha', autocomplete: 'off', required: 'form_captcha_required' });
    delete ui['ui:help'];
    add('captcha', stringSchema('captcha', captchaRule), ui, captchaRule.required === true);
  }

  add(
    'agreement',
    { type: 'boolean', title: 'form_label_agreement', const: true },
    { 'ui:widget': 'agreement', 'ui:label': false, 'ui:options': { messages: { required: 'form_agreement_required', const: 'form_agreement_required' } } },
    true,
  );

  return {
    schema: { type: 'object', properties, required },
    uiSchema: { ...uiSchema, 'ui:submitButtonOptions': { submitText: 'form_submit_register' } },
  };
}
