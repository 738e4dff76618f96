import { assign, fromPromise, setup } from 'xstate';

/** Set a first fund password, or change the one the member has. */
export type FundPasswordMode = 'set' | 'change';

/** What the person typed. Passed in the SUBMIT/RETRY event only: never kept in the machine's context. */
export interface FundPasswordValues {
  /** The current fund password (change only). */
  oldPassword: string;
  password: string;
  confirm: string;
}

export interface FundPasswordSubmit {
  mode: FundPasswordMode;
  values: FundPasswordValues;
}

/** A field the error belongs under. */
export type FundPasswordField = 'oldPassword' | 'password' | 'confirm';

/** Refusal codes of the fund password calls that belong under a field (and what they mean). */
export const FIELD_CODES: Record<string, FundPasswordField> = {
  /** Wrong old fund password. */
  'invalid.payment.pw': 'oldPassword',
  /** Designed: the new fund password equals the login password. */
  'payment.password.same.as.login': 'password',
  /** 6 to 12 characters, no spaces. */
  'payment.password.format': 'password',
  'payment.password.mismatch': 'confirm',
};

export interface FundPasswordFailure {
  kind: 'server' | 'network' | 'session-expired' | 'http' | 'unknown';
  code?: string;
  message: string;
}

export interface FundPasswordContext {
  mode: FundPasswordMode;
  /** A refusal shown under a field; what was typed stays in the form. */
  fieldError: { field: FundPasswordField; code: string } | null;
  /** A failure shown with a Retry. */
  failure: FundPasswordFailure | null;
}

export type FundPasswordEvent =
  | { type: 'SUBMIT'; values: FundPasswordValues }
  | { type: 'RETRY'; values: FundPasswordValues }
  | { type: 'EDIT' }
  | { type: 'SWITCH_MODE'; mode: FundPasswordMode };

/** Reads what a thrown ApiError (or anything else) says, without importing the API client (this file is pure). */
export function toFailure(error: unknown): FundPasswordFailure {
  const e = error as { kind?: string; code?: string; message?: string } | null;
  const kind = e?.kind === 'server' || e?.kind === 'network' || e?.kind === 'session-expired' || e?.kind === 'http' ? e.kind : 'unknown';
  const failure: FundPasswordFailure = { kind, message: e?.message || 'unknown_error' };
  const code = e?.code ?? (kind === 'server' ? e?.message : undefined);
  if (code) failure.code = code;
  return failure;
}

function codeOf(error: unknown): string | undefined {
  return toFailure(error).code;
}

/**
 * Set or change the fund password: input → submitting → done. Refusals about a field go back to input with the error
 * under that field; "no fund password yet" and "already has one" are screens that offer the other mode; anything else
 * is `failed` with a Retry. A second submit while one is out is ignored (submitting takes no SUBMIT).
 */
export const fundPasswordMachine = setup({
  types: {
    context: {} as FundPasswordContext,
    events: {} as FundPasswordEvent,
    input: {} as { mode: FundPasswordMode },
  },
  actors: {
    /** PUT (set) or POST (change) /wps/member/paymentPassword, encrypted. */
    submit: fromPromise<unknown, FundPasswordSubmit>(async () => {
      throw new Error('submit is provided by the app');
    }),
  },
  actions: {
    /** Saved: the page refreshes the profile and moves on. */
    done: () => {},
  },
  guards: {
    isFieldRefusal: ({ event }) => {
      const code = codeOf((event as { error?: unknown }).error);
      return code !== undefined && code in FIELD_CODES;
    },
    isNoPassword: ({ event }) => codeOf((event as { error?: unknown }).error) === 'not.exists.payment.password',
    isHasPassword: ({ event }) => codeOf((event as { error?: unknown }).error) === 'exists.payment.password',
  },
}).createMachine({
  id: 'fundPassword',
  context: ({ input }) => ({ mode: input.mode, fieldError: null, failure: null }),
  initial: 'input',
  states: {
    input: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ fieldError: null, failure: null }) },
        SWITCH_MODE: { actions: assign({ mode: ({ event }) => event.mode, fieldError: null, failure: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context, event }) => ({
          mode: context.mode,
          values: event.type === 'SUBMIT' || event.type === 'RETRY' ? event.values : { oldPassword: '', password: '', confirm: '' },
        }),
        onDone: 'done',
        onError: [
          {
            guard: 'isFieldRefusal',
            target: 'input',
            actions: assign({
              fieldError: ({ event }) => {
                const code = codeOf(event.error)!;
                return { field: FIELD_CODES[code]!, code };
              },
            }),
          },
          { guard: 'isNoPassword', target: 'noPassword' },
          { guard: 'isHasPassword', target: 'hasPassword' },
          { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    /** Change was asked but there is no fund password: offer to set one. */
    noPassword: {
      on: { SWITCH_MODE: { target: 'input', actions: assign({ mode: ({ event }) => event.mode }) } },
    },
    /** Set was asked but one exists: offer to change it. */
    hasPassword: {
      on: { SWITCH_MODE: { target: 'input', actions: assign({ mode: ({ event }) => event.mode }) } },
    },
    failed: {
      on: {
        RETRY: { target: 'submitting', actions: assign({ failure: null }) },
        EDIT: { target: 'input', actions: assign({ failure: null }) },
      },
    },
    done: { type: 'final', entry: 'done' },
  },
});

/** Field checks before the call (the server checks the same); error i18n keys by field. */
export function checkFundPassword(mode: FundPasswordMode, values: FundPasswordValues): Partial<Record<FundPasswordField, string>> {
  const errors: Partial<Record<FundPasswordField, string>> = {};
  if (mode === 'change' && values.oldPassword === '') errors.oldPassword = 'security_fund_old_required';
  if (values.password === '') errors.password = 'security_fund_required';
  else if (values.password.length < 6 || values.password.length > 12 || /\s/.test(values.password)) errors.password = 'security_fund_format';
  else if (mode === 'change' && values.password === values.oldPassword) errors.password = 'security_fund_same_as_old';
  if (values.confirm === '') errors.confirm = 'security_fund_confirm_required';
  else if (values.password !== values.confirm) errors.confirm = 'security_fund_mismatch';
  return errors;
}
