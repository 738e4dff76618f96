import { api } from '@/api';

/** PUT /wps/member/nickname (designed): chooses the nickname, once. */
export async function setNickname(nickname: string): Promise<void> {
  await api.PUT('/wps/member/nickname', { body: { nickname } });
}
