/** What a refused call means, as the texts the register popup shows (same server messages) plus this page's own. */
const MESSAGES: readonly { match: readonly string[]; key: string }[] = [
  { match: ['reg_username_exists', 'member.exists'], key: 'auth_username_exists' },
  { match: ['reg_mobile_exists'], key: 'auth_mobile_exists' },
  { match: ['reg_password_mismatch'], key: 'auth_confirm_mismatch' },
  { match: ['function.not.available', '#543'], key: 'agreg_error_not_allowed' },
  { match: ['non_agent', 'agent.only'], key: 'auth_non_agent' },
  { match: ['rebate.rate.exceeded'], key: 'agreg_error_rate_exceeded' },
  { match: ['affiliate.url.not.exists'], key: 'agreg_error_link_gone' },
  { match: ['network_link_abnormal'], key: 'network_link_abnormal' },
  { match: ['login.not.session'], key: 'auth_not_logged_in' },
];

/**
 * The i18n key for a server message (a register rule's `reg_pattern_<id>` hint as it is, `reg_required_<field>` as
 * "cannot be empty"), or null when the server's own words should show.
 */
export function registerCenterErrorKey(message: string): string | null {
  const entry = MESSAGES.find((e) => e.match.includes(message));
  if (entry) return entry.key;
  if (/^reg_pattern_\d+$/.test(message)) return message;
  if (message.startsWith('reg_required_')) return 'form_required';
  if (message === 'unknown_error' || message === '') return 'unknown_error';
  return null;
}

/** The message a rejection carries (ApiError or anything thrown). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'unknown_error';
}
