import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Accessible name of the paging navigation. */
  label: string;
}

/** Previous / next with "Page 2 of 5"; nothing when everything fits one page. */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="agreg-pager" aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('agreg_page_prev')}
      </Button>
      <span aria-live="polite">{t('agreg_page_of', { page, total: totalPages })}</span>
      <Button variant="secondary" size="small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('agreg_page_next')}
      </Button>
    </nav>
  );
}
