import { describe, expect, it } from 'vitest';
import { checkEmail, checkMobile, checkNickname, checkQuestions, checkSmsCode } from '@/features/member/security/validate';

describe('security form checks', () => {
  it('nickname: 2 to 16 letters, digits or inner spaces in any script', () => {
    expect(checkNickname('')).toBe('security_nickname_required');
    expect(checkNickname('   ')).toBe('security_nickname_required');
    expect(checkNickname('A')).toBe('security_err_nickname_format');
    expect(checkNickname('Lucky Juan')).toBeUndefined();
    expect(checkNickname(' Mañana 7 ')).toBeUndefined();
    expect(checkNickname('<script>')).toBe('security_err_nickname_format');
    expect(checkNickname('x'.repeat(17))).toBe('security_err_nickname_format');
  });

  it('email: one @, a dot in the domain, at most 64 characters', () => {
    expect(checkEmail('')).toBe('security_email_required');
    expect(checkEmail('me@example.com')).toBeUndefined();
    expect(checkEmail('me@example')).toBe('security_err_email_format');
    expect(checkEmail('me @example.com')).toBe('security_err_email_format');
    expect(checkEmail(`${'a'.repeat(60)}@example.com`)).toBe('security_err_email_format');
  });

  it('mobile: 7 to 15 digits; sms code: 4 to 8 digits', () => {
    expect(checkMobile('')).toBe('security_mobile_required');
    expect(checkMobile('917123')).toBe('security_err_mobile_format');
    expect(checkMobile('9175550123')).toBeUndefined();
    expect(checkMobile('917-555-0123')).toBe('security_err_mobile_format');
    expect(checkSmsCode('')).toBe('security_code_required');
    expect(checkSmsCode('12a456')).toBe('security_err_sms_invalid');
    expect(checkSmsCode('123456')).toBeUndefined();
  });

  it('questions: each picked once and answered', () => {
    expect(checkQuestions([{ questionId: 1, answer: 'a' }, { questionId: 2, answer: 'b' }, { questionId: 3, answer: 'c' }])).toEqual({});
    expect(checkQuestions([{ questionId: 1, answer: ' ' }, { questionId: 1, answer: 'b' }, { questionId: null, answer: 'x'.repeat(51) }])).toEqual({
      0: { answer: 'security_answer_required' },
      1: { question: 'security_question_duplicate' },
      2: { question: 'security_question_required', answer: 'security_answer_too_long' },
    });
  });
});
