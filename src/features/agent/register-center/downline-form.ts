import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { registerForm, type FormDefinition, type RegisterFormData, type RegisterRules } from '@/forms';
import type { DownlineRequest } from './api/create-downline';

/** Rules the signed-in agent never answers for the new account: checks of the person registering themselves. */
const NOT_FOR_AGENTS = ['captcha', 'verificationCode', 'affiliateCode', 'referralCode'] as const;

/**
 * The open-account form: the register popup's form built from the same server rules (fields, lengths, patterns,
 * hints and messages), less what only the person registering answers (captcha, sms code, invitation code and the
 * terms agreement). The username is not the agent's own, so the browser does not offer the agent's saved login.
 */
export function downlineForm(rules: RegisterRules): FormDefinition {
  const own = { ...rules };
  for (const field of NOT_FOR_AGENTS) delete own[field];
  const form = registerForm(own, { mode: 'username', smsVerification: false, showAffiliateInput: false });
  const properties = { ...(form.schema.properties as Record<string, RJSFSchema>) };
  delete properties.agreement;
  const schema: RJSFSchema = { ...form.schema, properties, required: (form.schema.required ?? []).filter((f) => f !== 'agreement') };
  const { agreement: _agreement, ...uiSchema } = form.uiSchema as UiSchema & Record<string, unknown>;
  const username = uiSchema.username as UiSchema | undefined;
  return {
    ...form,
    schema,
    uiSchema: {
      ...uiSchema,
      ...(username ? { username: { ...username, 'ui:autocomplete': 'off' } } : {}),
      'ui:submitButtonOptions': { submitText: 'agreg_open_submit' },
    } as UiSchema,
  };
}

/** The call's body: the form's values (empty ones left out) and the kind of account (0 member, else the agent type). */
export function downlineRequest(values: RegisterFormData, accountType: number): DownlineRequest {
  const { agreement: _agreement, ...fields } = values;
  const body: Record<string, unknown> = { accountType };
  for (const [field, value] of Object.entries(fields)) if (typeof value === 'string' && value !== '') body[field] = field === 'username' ? value.trim() : value;
  return body as unknown as DownlineRequest;
}
