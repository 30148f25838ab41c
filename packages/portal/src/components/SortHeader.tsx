import './components.css';
import type { SortOrder } from './sortParam';

/** Props of {@link SortHeader}. */
export interface SortHeaderProps<F extends string> {
  readonly field: F;
  readonly label: string;
  readonly sort: SortOrder<F>;
  readonly onSort: (field: F) => void;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

/**
 * A sortable column header: a real button inside the `<th>`, whose `aria-sort` tells assistive
 * technology which column orders the table and how.
 */
export function SortHeader<F extends string>({ field, label, sort, onSort }: SortHeaderProps<F>) {
  const active = sort.field === field;
  return (
    <th scope="col" aria-sort={active ? ARIA_SORT[sort.direction] : 'none'}>
      <button type="button" className="sort-button" onClick={() => onSort(field)}>
        {label}
        <span className="sort-indicator" aria-hidden="true">
          {active ? (sort.direction === 'ASC' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
