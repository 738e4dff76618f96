import type { ReactNode } from 'react';
import './full-page-message.css';

export interface FullPageMessageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Paragraphs under the title. */
  children?: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
  /** A decorative symbol above the title (hidden from assistive technology). */
  icon?: ReactNode;
  /** Render as the page's `main` landmark (status pages replace the whole app) or as a plain section. */
  as?: 'main' | 'section';
}

/** A centred notice that fills the page: status pages, not-found, errors and placeholders. */
export function FullPageMessage({ title, children, actions, icon, as: Tag = 'main' }: FullPageMessageProps) {
  return (
    <Tag className={Tag === 'main' ? 'ui-full-page' : 'ui-full-page ui-full-page--inline'}>
      <div className="ui-full-page__card">
        {icon ? (
          <div className="ui-full-page__icon" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <h1 className="ui-full-page__title">{title}</h1>
        {children ? <div className="ui-full-page__body">{children}</div> : null}
        {actions ? <div className="ui-full-page__actions">{actions}</div> : null}
      </div>
    </Tag>
  );
}
