import useSWR from 'swr';
import { api } from '@/api';
import { SECURITY_KEY_PREFIX } from './refresh';

export interface SecurityQuestion {
  id: number;
  question: string;
}

/** Keyed by language: the server sends the texts in the request's language. */
export const securityQuestionListKey = (language: string) => `${SECURITY_KEY_PREFIX}questions/${language}`;

/** GET /wps/member/securityQuestions/list (designed). */
export async function fetchSecurityQuestionList(): Promise<SecurityQuestion[]> {
  return (await api.GET('/wps/member/securityQuestions/list')) as SecurityQuestion[];
}

export function useSecurityQuestionList(language: string) {
  return useSWR(securityQuestionListKey(language), fetchSecurityQuestionList, { revalidateOnFocus: false });
}

/** PUT /wps/member/securityQuestions (designed, encrypted): the chosen questions and their answers. */
export async function setSecurityQuestions(answers: { questionId: number; answer: string }[]): Promise<void> {
  await api.PUT('/wps/member/securityQuestions', { body: { answers } });
}
