// Paging of a history list: a labelled <nav>, previous and next, the first and last pages, the current
// one (aria-current="page") with its neighbours, and a gap for the pages skipped. Buttons, not links:
// the page changes through the view's navigation (the element may be alone on a partner's page, where
// only the host decides what a URL does). Previous/next use aria-disabled rather than disabled, so the
// button just pressed keeps the focus when it reaches the first or last page.
import { useLingui } from '@lingui/react';
import { parts } from '../part';
import { cx } from '../class-names';
import { pageItems } from './history-query';

interface PaginationProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** What the list is ("Dépôts"), so two paginations on a page have distinct names. */
  label: string;
}

export function Pagination({ page, pages, onPage, label }: PaginationProps) {
  const { i18n } = useLingui();
  if (pages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onPage(p);
  };
  return (
    <nav className="history-pager" aria-label={i18n._({ id: 'history.pagination', message: 'Pages : {list}', values: { list: label } })} {...parts('pager')}>
      <button
        type="button"
        className="history-pager__step"
        aria-disabled={page <= 1}
        onClick={() => go(page - 1)}
        {...parts('pager-previous')}
      >
        <span aria-hidden="true" className="history-pager__arrow">
          ‹
        </span>{' '}
        {i18n._({ id: 'history.previous', message: 'Précédente' })}
      </button>
      <ol className="history-pager__pages">
        {pageItems(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="history-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={cx('history-pager__page', p === page && 'history-pager__page--current')}
                aria-current={p === page ? 'page' : undefined}
                aria-label={i18n._({ id: 'history.page_n', message: 'Page {page}', values: { page: p } })}
                onClick={() => go(p)}
                {...parts('pager-page')}
              >
                <bdi dir="ltr">{p}</bdi>
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="history-pager__step"
        aria-disabled={page >= pages}
        onClick={() => go(page + 1)}
        {...parts('pager-next')}
      >
        {i18n._({ id: 'history.next', message: 'Suivante' })}{' '}
        <span aria-hidden="true" className="history-pager__arrow">
          ›
        </span>
      </button>
    </nav>
  );
}
