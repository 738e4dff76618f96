import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { GameCard } from '../components/GameCard';
import { groupByCategory, searchTerm, SEARCH_MAX_LENGTH, type GameGroup } from './group';
import { useSearchResults, type SearchResults } from './search-results';
import '../components/games.css';
import './discover.css';

/** A group shows this many games until "Show all" is pressed. */
export const GROUP_PREVIEW = 12;

/** The search form of the page: submitting puts the term in the address (`/search?q=`). */
function SearchForm({ term }: { term: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(value ? `/search?q=${encodeURIComponent(value)}` : '/search');
  };
  return (
    // Not a search landmark: the header's box is the page's one (two landmarks of one name confuse a screen reader).
    <form className="discover-form" onSubmit={submit}>
      <label htmlFor={id}>{t('discover_search_games')}</label>
      {/* Keyed by the term: a new address (the header's box, Back) shows its own term. */}
      <input key={term} id={id} name="q" type="search" defaultValue={term} maxLength={SEARCH_MAX_LENGTH} autoComplete="off" />
      <Button type="submit">{t('discover_search')}</Button>
    </form>
  );
}

/** One category of the results: its name and count, the first games, and "Show all" for the rest. */
function ResultGroup({ group, label }: { group: GameGroup; label: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? group.games : group.games.slice(0, GROUP_PREVIEW);
  return (
    <section className="discover-group" aria-labelledby={headingId}>
      <div className="discover-group__head">
        <h2 className="discover-group__title" id={headingId}>
          {t('discover_group_title', { category: label, count: group.games.length })}
        </h2>
        {group.games.length > GROUP_PREVIEW ? (
          <Button size="small" variant="secondary" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? t('discover_show_fewer') : t('discover_show_all', { count: group.games.length, category: label })}
          </Button>
        ) : null}
      </div>
      <ul className="game-row__grid" aria-label={label}>
        {shown.map((game) => (
          <li key={String(game.nodeId)}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SearchResultsViewProps {
  term: string;
  results: SearchResults | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/** The results of a search grouped by category, or what stands in for them (no term, loading, none, an error). */
export function SearchResultsView({ term, results, loading, failed, onRetry }: SearchResultsViewProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  if (!term) return <p className="discover-note">{t('discover_search_empty')}</p>;
  if (failed) {
    return (
      <div role="alert" className="discover-prompt">
        <p>{t('discover_search_failed')}</p>
        <Button onClick={onRetry}>{t('btn_retry')}</Button>
      </div>
    );
  }
  if (loading || !results) return <Spinner label={t('discover_searching')} />;
  if (results.games.length === 0) return <p className="discover-note">{t('discover_search_none', { term })}</p>;
  const order = Object.keys(merchant.categories);
  const labelOf = (gameType: string) => {
    const key = merchant.categories[gameType]?.labelKey;
    return key ? t(key) : gameType;
  };
  const groups = groupByCategory(results.games, order);
  return (
    <>
      <p className="discover-note">
        {t('discover_search_count', { count: results.games.length, term })}
        {results.totalCount > results.games.length ? ` ${t('discover_search_more', { count: results.totalCount })}` : null}
      </p>
      {groups.map((group) => (
        <ResultGroup key={group.gameType} group={group} label={labelOf(group.gameType)} />
      ))}
    </>
  );
}

/** /search?q=: games of every category matching the term, grouped by category (SPEC §2 "search results"). */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = searchTerm(params);
  const { data, error, isLoading, mutate } = useSearchResults(term);
  return (
    <div className="discover-page">
      <h1 className="discover-page__title">{term ? t('discover_search_title_for', { term }) : t('discover_search_title')}</h1>
      <SearchForm term={term} />
      <SearchResultsView term={term} results={data} loading={isLoading} failed={error !== undefined} onRetry={() => void mutate()} />
    </div>
  );
}
