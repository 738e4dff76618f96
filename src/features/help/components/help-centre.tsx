import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n';
import { SafeHtml } from '@/lib/safe-html';
import { getSectionEntry } from '@/sections';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useHelpCenter, type HelpTopic } from '../api/help-center';
import { helpLinkAnchor, searchHelp, topicFor } from '../search';
import './help.css';

/** The banner group of the help centre (SPEC §2). */
export const HELP_BANNER_GROUP = 'w_help';

export interface HelpCentreViewProps {
  topics: readonly HelpTopic[];
  /** The topic or article to open (an address's `#anchor`); the first topic when absent or unknown. */
  anchor?: string;
  /** A topic or article was chosen (a topic link, a search result, a link between articles). */
  onSelect: (anchor: string) => void;
  /** Opens the feedback popup. */
  onFeedback: () => void;
  /** Heading level of a topic's title: 2 on the page (under its h1), 3 in the popup (under the dialog's title). */
  level?: 2 | 3;
  /** The w_help banners, drawn above the search. */
  banner?: ReactNode;
}

function Heading({ level, children, ...props }: { level: 2 | 3 | 4; children: ReactNode; id?: string; className?: string; tabIndex?: number }) {
  const Tag = `h${level}` as const;
  return <Tag {...props}>{children}</Tag>;
}

/**
 * The help centre: a search over titles and text, the topic list and the open topic's articles (sanitized HTML, links
 * between articles open the article they name), and a way to send feedback.
 */
export function HelpCentreView({ topics, anchor, onSelect, onFeedback, level = 2, banner }: HelpCentreViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const topic = (anchor ? topicFor(topics, anchor) : undefined) ?? topics[0];
  const hits = searchHelp(topics, query);
  const searching = query.trim() !== '';
  const chosen = useRef(false);

  // The anchor's topic or article is scrolled to once drawn; after a person's choice the topic's title takes focus.
  useEffect(() => {
    if (searching || !topic) return;
    const target = (anchor && document.getElementById(anchor)) || document.getElementById(topic.anchor);
    target?.scrollIntoView?.({ block: 'start' });
    if (chosen.current) {
      chosen.current = false;
      document.getElementById(`${id}-topic-title`)?.focus();
    }
  }, [anchor, topic, searching, id]);

  const select = (next: string) => {
    chosen.current = true;
    setQuery('');
    onSelect(next);
  };

  // Links between articles open the article they name here (the links are the keyboard targets; this catches them).
  const latest = useRef({ topics, select });
  useLayoutEffect(() => {
    latest.current = { topics, select };
  });
  const articles = useCallback((section: HTMLElement | null) => {
    if (!section) return undefined;
    const followLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const target = helpLinkAnchor(link.getAttribute('href') ?? '', window.location.origin);
      if (!target || !topicFor(latest.current.topics, target)) return;
      event.preventDefault();
      latest.current.select(target);
    };
    section.addEventListener('click', followLink);
    return () => section.removeEventListener('click', followLink);
  }, []);

  return (
    <div className="help-centre">
      {banner}
      <search className="help-centre__search">
        <label htmlFor={`${id}-search`} className="help-centre__search-label">
          {t('help_search_label')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="ui-field__input"
          placeholder={t('help_search_placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </search>

      {searching ? (
        <section className="help-centre__results" aria-labelledby={`${id}-results`}>
          <Heading level={level} id={`${id}-results`}>
            {t('help_results', { query: query.trim(), count: hits.length })}
          </Heading>
          {hits.length === 0 ? (
            <p>{t('help_no_results', { query: query.trim() })}</p>
          ) : (
            <ul className="help-centre__hits">
              {hits.map((hit) => (
                <li key={hit.article.anchor}>
                  <a
                    href={`#${hit.article.anchor}`}
                    className="help-centre__hit"
                    onClick={(event) => {
                      event.preventDefault();
                      select(hit.article.anchor);
                    }}
                  >
                    <span className="help-centre__hit-title">{hit.article.title}</span>
                    <span className="help-centre__hit-topic">{hit.topic.title}</span>
                  </a>
                  <p className="help-centre__snippet">{hit.snippet}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <div className="help-centre__body">
          <nav className="help-centre__topics" aria-label={t('help_topics')}>
            <ul>
              {topics.map((item) => (
                <li key={item.anchor}>
                  <a
                    href={`#${item.anchor}`}
                    className="help-centre__topic-link"
                    aria-current={item === topic ? 'true' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      select(item.anchor);
                    }}
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {topic ? (
            <section ref={articles} id={topic.anchor} className="help-centre__topic" aria-labelledby={`${id}-topic-title`}>
              <Heading level={level} id={`${id}-topic-title`} className="help-centre__topic-title" tabIndex={-1}>
                {topic.title}
              </Heading>
              {topic.content ? <SafeHtml html={topic.content} className="help-centre__content" /> : null}
              {topic.articles.map((article) => (
                <article key={article.anchor} id={article.anchor} className="help-centre__article" aria-labelledby={`${id}-${article.anchor}`}>
                  <Heading level={(level + 1) as 3 | 4} id={`${id}-${article.anchor}`}>
                    {article.title}
                  </Heading>
                  <SafeHtml html={article.content} className="help-centre__content" />
                </article>
              ))}
            </section>
          ) : null}
        </div>
      )}

      <p className="help-centre__feedback">
        {t('help_feedback_prompt')}{' '}
        <Button variant="secondary" size="small" onClick={onFeedback}>
          {t('help_feedback_button')}
        </Button>
      </p>
    </div>
  );
}

/** The w_help banner group, drawn by the home page's banner carousel section. */
export function HelpBanner() {
  const entry = getSectionEntry('banner-carousel');
  if (!entry) return null;
  return (
    <Suspense fallback={<div className="help-centre__banner-placeholder" aria-hidden="true" />}>
      <entry.Component group={HELP_BANNER_GROUP} screen="help" />
    </Suspense>
  );
}

export interface HelpCentreProps extends Omit<HelpCentreViewProps, 'topics' | 'banner'> {
  /** Whether to draw the w_help banners (stories of the loading and error states leave them out). */
  showBanner?: boolean;
}

/** The help centre in the site's language: loading, a refusal with Retry, no topics, or the topics. */
export function HelpCentre({ showBanner = true, ...props }: HelpCentreProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, error, reload } = useHelpCenter(language);
  if (!data && error) {
    return (
      <div className="help-centre__state" role="alert">
        <p>{t('help_load_failed')}</p>
        <Button onClick={reload}>{t('btn_retry')}</Button>
      </div>
    );
  }
  if (!data) return <Spinner label={t('help_loading')} />;
  if (data.length === 0) return <p className="help-centre__state">{t('help_empty')}</p>;
  return <HelpCentreView topics={data} {...props} banner={showBanner ? <HelpBanner /> : undefined} />;
}
