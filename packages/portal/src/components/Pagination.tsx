import './components.css';
import { Link } from 'react-router';
import { useApp } from '../shared/useApp';
import { useCan } from '../shared/useCan';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** 1-based current page. */
  readonly page: number;
  readonly pageCount: number;
  /** Names the navigation landmark; differs per list when a page has two. */
  readonly label: string;
  /**
   * The router location of a page (`?page=2&sort=…`): pages are links, so they can be opened in
   * a new tab and the back button works. Without it pages are buttons calling `onPage`.
   */
  readonly linkTo?: (page: number) => string;
  readonly onPage?: (page: number) => void;
}

/**
 * Page navigation: previous, every page number (`aria-current="page"` on the current one) and
 * next; compensa's additional arrows (spec §6 SHOW_ADDITIONAL_ARROWS) add first and last page.
 * Nothing is rendered for a single page.
 */
export function Pagination({ page, pageCount, label, linkTo, onPage }: PaginationProps) {
  const { messages } = useApp();
  const arrows = useCan()('SHOW_ADDITIONAL_ARROWS');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);

  const item = (target: number, text: string, name: string, key: string) => {
    // The current page stays a link to itself (with aria-current), so the list keeps its shape.
    const current = key === `page-${page}` ? ('page' as const) : undefined;
    const className = current ? 'pagination-current' : undefined;
    return (
      <li key={key}>
        {linkTo ? (
          <Link to={linkTo(target)} aria-label={name} aria-current={current} className={className}>
            {text}
          </Link>
        ) : (
          <button
            type="button"
            className={`pagination-button ${className ?? ''}`}
            aria-label={name}
            aria-current={current}
            onClick={() => onPage?.(target)}
          >
            {text}
          </button>
        )}
      </li>
    );
  };

  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {arrows && page > 1 && item(1, '«', messages.t('journey.arrows.first'), 'first')}
        {page > 1 && item(page - 1, '‹', messages.t('visits.previousPage'), 'previous')}
        {pages.map((p) => item(p, String(p), messages.t('visits.pageNumber', { page: p }), `page-${p}`))}
        {page < pageCount && item(page + 1, '›', messages.t('visits.nextPage'), 'next')}
        {arrows && page < pageCount && item(pageCount, '»', messages.t('journey.arrows.last'), 'last')}
      </ul>
    </nav>
  );
}
