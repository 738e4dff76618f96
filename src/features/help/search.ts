import type { HelpArticle, HelpTopic } from './api/help-center';

/** An article found by the search, with the topic it belongs to and a line of its text around the first match. */
export interface HelpHit {
  topic: HelpTopic;
  article: HelpArticle;
  snippet: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of platform HTML, for searching only (what is shown is always sanitized HTML). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case without accents, so "deposito" finds "Depósito". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

const SNIPPET_AROUND = 60;

function snippetOf(text: string, term: string): string {
  const at = fold(text).indexOf(term);
  if (at < 0) return text.length > SNIPPET_AROUND * 2 ? `${text.slice(0, SNIPPET_AROUND * 2)}…` : text;
  const start = Math.max(0, at - SNIPPET_AROUND);
  const end = Math.min(text.length, at + term.length + SNIPPET_AROUND);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * The articles whose title or text holds every word of `query` (case and accents ignored); title matches first, then
 * in topic order. An empty query finds nothing.
 */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpHit[] {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const inTitle: HelpHit[] = [];
  const inText: HelpHit[] = [];
  for (const topic of topics) {
    const articles: HelpArticle[] = topic.content
      ? [{ anchor: topic.anchor, title: topic.title, content: topic.content }, ...topic.articles]
      : topic.articles;
    for (const article of articles) {
      const text = htmlText(article.content);
      const title = fold(article.title);
      const body = fold(text);
      if (!terms.every((term) => title.includes(term) || body.includes(term) || fold(topic.title).includes(term))) continue;
      const hit = { topic, article, snippet: snippetOf(text, terms[0]!) };
      (terms.some((term) => title.includes(term)) ? inTitle : inText).push(hit);
    }
  }
  return [...inTitle, ...inText];
}

/** The topic an anchor opens: the topic itself, or the topic holding that article. */
export function topicFor(topics: readonly HelpTopic[], anchor: string): HelpTopic | undefined {
  return topics.find((topic) => topic.anchor === anchor) ?? topics.find((topic) => topic.articles.some((a) => a.anchor === anchor));
}

/**
 * The help anchor a link in an article points at (`/help#deposit`, `/helpmc#deposit` or `#deposit` on this site), or
 * null for any other link, which is followed as usual.
 */
export function helpLinkAnchor(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}/help`);
  } catch {
    return null;
  }
  if (url.origin !== origin || !['/help', '/helpmc'].includes(url.pathname) || url.hash.length < 2) return null;
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return url.hash.slice(1);
  }
}
