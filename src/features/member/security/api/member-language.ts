import { api } from '@/api';

/** PUT /wps/member/language {language} (PLATFORM-MEMBER): the member's preferred language. */
export async function setMemberLanguage(language: string): Promise<void> {
  await api.PUT('/wps/member/language', { body: { language } });
}
