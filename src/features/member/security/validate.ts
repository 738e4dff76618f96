/** Field checks of the security centre's forms (the sandbox checks the same); each returns an i18n key or undefined. */

const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N} ]{0,14}[\p{L}\p{N}]$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkNickname(value: string): string | undefined {
  const nickname = value.trim();
  if (nickname === '') return 'security_nickname_required';
  if (!NICKNAME.test(nickname)) return 'security_err_nickname_format';
  return undefined;
}

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'security_email_required';
  if (email.length > 64 || !EMAIL.test(email)) return 'security_err_email_format';
  return undefined;
}

export function checkMobile(value: string): string | undefined {
  const mobile = value.trim();
  if (mobile === '') return 'security_mobile_required';
  if (!/^\d{7,15}$/.test(mobile)) return 'security_err_mobile_format';
  return undefined;
}

export function checkSmsCode(value: string): string | undefined {
  if (value.trim() === '') return 'security_code_required';
  if (!/^\d{4,8}$/.test(value.trim())) return 'security_err_sms_invalid';
  return undefined;
}

/** Security answers: every question different, every answer 1 to 50 characters. Keys by row index. */
export function checkQuestions(rows: { questionId: number | null; answer: string }[]): Record<number, { question?: string; answer?: string }> {
  const errors: Record<number, { question?: string; answer?: string }> = {};
  const seen = new Set<number>();
  rows.forEach((row, i) => {
    const error: { question?: string; answer?: string } = {};
    if (row.questionId === null) error.question = 'security_question_required';
    else if (seen.has(row.questionId)) error.question = 'security_question_duplicate';
    else seen.add(row.questionId);
    const answer = row.answer.trim();
    if (answer === '') error.answer = 'security_answer_required';
    else if (answer.length > 50) error.answer = 'security_answer_too_long';
    if (error.question || error.answer) errors[i] = error;
  });
  return errors;
}
