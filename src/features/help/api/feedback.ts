import useSWR from 'swr';
import { api, ApiError, type components } from '@/api';

export type FeedbackSetting = components['schemas']['FeedbackSetting'];
export type FeedbackRequest = components['schemas']['FeedbackRequest'];
export type FeedbackType = FeedbackRequest['type'];

/** The question types SPEC §3 lists, in its order. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['deposit', 'withdraw', 'game', 'customerService', 'application', 'other'];

/** Longest contact the platform keeps. */
export const CONTACT_MAX_LENGTH = 100;

export const FEEDBACK_SETTING_KEY = 'feedback:setting';

/** Designed `GET /wps/feedback/setting` (no token): the word limits of the content. */
export function useFeedbackSetting() {
  const { data, error, isLoading, mutate } = useSWR(FEEDBACK_SETTING_KEY, () => api.GET('/wps/feedback/setting'), {
    revalidateOnFocus: false,
  });
  return { data, error: error as unknown, loading: isLoading, reload: () => void mutate() };
}

/** `PUT /wps/feedback` (FEEDBACK3, no token): visitors may send it too. */
export async function sendFeedback(body: FeedbackRequest): Promise<void> {
  await api.PUT('/wps/feedback', { body });
}

const ERROR_KEYS: Record<string, string> = {
  'feedback.words.out.of.range': 'help_feedback_words_error',
  'picture.too.many': 'help_feedback_images_error',
  'picture.too.large': 'help_feedback_images_error',
  'picture.invalid.type': 'help_feedback_images_error',
};

/** The i18n key of a refused or failed feedback call. */
export function feedbackErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const key = ERROR_KEYS[error.code ?? ''] ?? ERROR_KEYS[error.message];
    if (key) return key;
    if (error.kind === 'network') return 'network_link_abnormal';
  }
  return 'unknown_error';
}
