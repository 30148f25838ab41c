import { APPOINTMENT_SORT_FIELDS, DEFAULT_PAGE_SIZE, type VisitViewer } from '@wizyta/core';
import { type ReactNode, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { formatSort, nextSort, parsePage, parseSort } from '../../components/sortParam';
import { useLoad } from '../../components/useLoad';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { useSessionState } from '../../shared/useSessionState';
import { useVisitPatients } from './useVisitPatients';
import { VisitsTable } from './VisitsTable';
import { DEFAULT_VISITS_SORT, firstVisitsDirection, type VisitSortField } from './visitsSort';
import './visits.css';

/**
 * My visits (`/`): the signed-in user's visits, ten a page, sortable by status, date and doctor,
 * with the action each status allows. Page and order live in the URL
 * (`?page=1&sort=appointmentAt,DESC`). A doctor sees their visits with the patients instead.
 */
export default function VisitsPage() {
  const { api, messages } = useApp();
  const allowed = useCan();
  const { roles } = useSessionState();
  const viewer: VisitViewer = roles.includes('DOCTOR') ? 'DOCTOR' : 'PATIENT';
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const sort = parseSort<VisitSortField>(params.get('sort'), APPOINTMENT_SORT_FIELDS, DEFAULT_VISITS_SORT);
  const sortParam = formatSort(sort);

  const visits = useLoad(
    (signal) =>
      api.getAppointments(
        { query: { page: page - 1, pageSize: DEFAULT_PAGE_SIZE, sort: sortParam } },
        { signal },
      ),
    [api, page, sortParam],
  );
  const patients = useVisitPatients(api, visits.data?.content, viewer === 'DOCTOR');

  const linkTo = (target: number) => `?${new URLSearchParams({ page: String(target), sort: sortParam })}`;
  const onSort = (field: VisitSortField) => {
    const next = nextSort(sort, field, firstVisitsDirection);
    setParams({ page: '1', sort: formatSort(next) });
  };

  const t = messages.t;
  const title = useRef<HTMLHeadingElement>(null);
  // A visit cancelled from its row: the list is read again (its status and actions change) and
  // focus goes to the heading, since the button pressed is gone.
  const changed = () => {
    visits.reload();
    requestAnimationFrame(() => title.current?.focus());
  };
  let content: ReactNode;
  if (visits.status === 'loading') content = <Loading />;
  else if (visits.status === 'error') content = <LoadError error={visits.error} onRetry={visits.reload} />;
  else if (visits.data.totalElements === 0)
    content = (
      <div className="visits-empty">
        <p>{t(viewer === 'DOCTOR' ? 'visits.emptyDoctor' : 'visits.empty')}</p>
        {viewer === 'PATIENT' && allowed('SHOW_MAKE_APPOINTMENT') && (
          <Link className="action-button action-button-primary" to="/make-appointment">
            {t('common.makeAppointment')}
          </Link>
        )}
      </div>
    );
  else {
    const pageCount = Math.max(1, Math.ceil(visits.data.totalElements / visits.data.size));
    const column = t(
      sort.field === 'processStatus'
        ? 'visits.column.status'
        : sort.field === 'appointmentAt'
          ? 'visits.column.date'
          : 'visits.column.doctor',
    );
    const sortText = t(sort.direction === 'ASC' ? 'visits.sortAsc' : 'visits.sortDesc', { column });
    content = (
      <>
        <VisitsTable
          visits={visits.data.content}
          viewer={viewer}
          sort={sort}
          onSort={onSort}
          patients={patients}
          caption={t('visits.caption', { page, pageCount, sort: sortText })}
          onChanged={changed}
        />
        <Pagination page={page} pageCount={pageCount} label={t('visits.pagination')} linkTo={linkTo} />
      </>
    );
  }

  return (
    <section className="visits-page" aria-labelledby="visits-title">
      <h1 id="visits-title" tabIndex={-1} ref={title}>
        {t(viewer === 'DOCTOR' ? 'visits.titleDoctor' : 'visits.title')}
      </h1>
      {content}
    </section>
  );
}
