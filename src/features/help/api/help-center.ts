import useSWR from 'swr';
import { api, type components } from '@/api';

/** One help topic or article as the platform serves it (`id` is the anchor; articles nest under `children`). */
export type HelpEntry = components['schemas']['HelpCenterEntry'];

/** A help topic and its articles, flattened for the screen: anchors are strings, articles in sequence order. */
export interface HelpTopic {
  anchor: string;
  title: string;
  /** The topic's own HTML, when it has text of its own besides its articles. */
  content?: string;
  articles: HelpArticle[];
}

export interface HelpArticle {
  anchor: string;
  title: string;
  content: string;
}

const bySequence = (a: HelpEntry, b: HelpEntry) => (a.sequence ?? 0) - (b.sequence ?? 0);

/** The platform's entries as topics: sorted by sequence; a topic without children is a topic of one text. */
export function toTopics(entries: readonly HelpEntry[]): HelpTopic[] {
  return entries.toSorted(bySequence).map((entry) => {
    const articles = (entry.children ?? []).toSorted(bySequence).map((child) => ({
      anchor: String(child.id),
      title: child.title,
      content: child.content ?? '',
    }));
    return { anchor: String(entry.id), title: entry.title, ...(entry.content ? { content: entry.content } : {}), articles };
  });
}

export async function fetchHelpCenter(language: string): Promise<HelpTopic[]> {
  const value = await api.GET('/wps/system/helpCenter', { params: { query: { language, device: 'WEB' } } });
  return toTopics(value);
}

/** SWR key: the help centre in `language` (a new language loads it again). */
export const helpCenterKey = (language: string) => ['help-center', language] as const;

/** `GET /wps/system/helpCenter` (no token): the help topics in the site's language. */
export function useHelpCenter(language: string) {
  const { data, error, isLoading, mutate } = useSWR(helpCenterKey(language), () => fetchHelpCenter(language), {
    revalidateOnFocus: false,
  });
  return { data, error: error as unknown, loading: isLoading, reload: () => void mutate() };
}
