import { type Visit, type VisitViewer, visitStatusLabel } from '@wizyta/core';
import { Link } from 'react-router';
import { SortHeader } from '../../components/SortHeader';
import type { SortOrder } from '../../components/sortParam';
import { VisitActions } from '../../components/VisitActions';
import { useApp } from '../../shared/useApp';
import type { VisitSortField } from './visitsSort';

/** Props of {@link VisitsTable}. */
export interface VisitsTableProps {
  readonly visits: readonly Visit[];
  readonly viewer: VisitViewer;
  readonly sort: SortOrder<VisitSortField>;
  readonly onSort: (field: VisitSortField) => void;
  readonly caption: string;
  /** The doctor's view: visit id → patient names. */
  readonly patients: ReadonlyMap<string, string>;
  /** A visit changed from its row (cancelled). */
  readonly onChanged?: (visit: Visit) => void;
}

/**
 * The visits as a real table (caption, column headers with `aria-sort`); on narrow screens the CSS
 * lays each row out as a card, every cell labelled by its `data-label`.
 */
export function VisitsTable({
  visits,
  viewer,
  sort,
  onSort,
  caption,
  patients,
  onChanged,
}: VisitsTableProps) {
  const { messages } = useApp();
  const now = new Date();
  const t = messages.t;
  const personColumn = viewer === 'DOCTOR' ? t('visits.column.patient') : t('visits.column.doctor');
  return (
    <table className="visits-table">
      <caption>{caption}</caption>
      <thead className="sortable-head">
        <tr>
          <SortHeader field="processStatus" label={t('visits.column.status')} sort={sort} onSort={onSort} />
          <SortHeader field="appointmentAt" label={t('visits.column.date')} sort={sort} onSort={onSort} />
          {viewer === 'DOCTOR' ? (
            <th scope="col">{personColumn}</th>
          ) : (
            <SortHeader field="doctor" label={personColumn} sort={sort} onSort={onSort} />
          )}
          <th scope="col">{t('visits.column.type')}</th>
          <th scope="col">{t('visits.column.specialization')}</th>
          <th scope="col">{t('visits.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((visit) => {
          const when = messages.formatDateTime(visit.appointmentAt);
          const person =
            viewer === 'DOCTOR'
              ? (patients.get(visit.id) ?? t('visits.patientsLoading'))
              : visit.doctor
                ? `${visit.doctor.firstName} ${visit.doctor.lastName}`
                : t('visits.noDoctor');
          return (
            <tr key={visit.id}>
              <td data-label={t('visits.column.status')}>
                <span className={`visit-status visit-status-${visit.processStatus.toLowerCase()}`}>
                  {t(visitStatusLabel(visit))}
                </span>
              </td>
              <td data-label={t('visits.column.date')}>
                <time dateTime={visit.appointmentAt}>{when}</time>
              </td>
              <td data-label={personColumn}>{person}</td>
              <td data-label={t('visits.column.type')}>
                {t(`visitType.${visit.visitType}`)}
                {visit.nfzVisit && <span className="visit-nfz"> {t('visits.nfz')}</span>}
              </td>
              <td data-label={t('visits.column.specialization')}>{visit.specializationName}</td>
              <td data-label={t('visits.column.actions')}>
                <div className="visit-row-actions">
                  <Link className="visit-details-link" to={`/visit/${encodeURIComponent(visit.id)}`}>
                    {t('visits.details')}
                    <span className="visually-hidden">{`, ${when}`}</span>
                  </Link>
                  <VisitActions
                    visit={visit}
                    viewer={viewer}
                    now={now}
                    context={when}
                    onChanged={onChanged}
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
