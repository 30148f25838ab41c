import { DEFAULT_PAGE_SIZE, type DOCUMENT_SORT_FIELDS, type Document } from '@wizyta/core';
import { type ReactNode, useState } from 'react';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { SortHeader } from '../../components/SortHeader';
import { saveBlob } from '../../components/saveBlob';
import { formatSort, nextSort, type SortOrder } from '../../components/sortParam';
import { useLoad } from '../../components/useLoad';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';

type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

/** Props of {@link DocumentsSection}. */
export interface DocumentsSectionProps {
  readonly visitId: string;
  /** Bumped by the page after an upload or generated documentation: the list reloads. */
  readonly version: number;
  /** Whether the visit has more than one patient: each document then says whose it is. */
  readonly showPatient?: boolean;
  /** The uploader, shown under the heading. */
  readonly children?: ReactNode;
}

/**
 * The documents of a visit: sortable by file name, upload date and uploader, ten a page, each
 * downloadable through the API (the token travels in a header, so a plain link cannot work).
 */
export function DocumentsSection({ visitId, version, showPatient = false, children }: DocumentsSectionProps) {
  const { api, messages } = useApp();
  const toast = useToast();
  const [sort, setSort] = useState<SortOrder<DocumentSortField>>({ field: 'uploadedAt', direction: 'DESC' });
  const [page, setPage] = useState(1);
  const sortParam = formatSort(sort);
  const documents = useLoad(
    (signal) =>
      api.getDocuments(
        {
          params: { appointmentId: visitId },
          query: { page: page - 1, pageSize: DEFAULT_PAGE_SIZE, sort: sortParam },
        },
        { signal },
      ),
    [api, visitId, page, sortParam, version],
  );
  const t = messages.t;

  const onSort = (field: DocumentSortField) => {
    setSort(nextSort(sort, field, (f) => (f === 'uploadedAt' ? 'DESC' : 'ASC')));
    setPage(1);
  };

  async function download(document: Document) {
    try {
      saveBlob(await api.downloadDocument({ params: { id: document.id } }), document.originalFileName);
    } catch (error) {
      toast.error(error);
    }
  }

  let list: ReactNode;
  if (documents.status === 'loading') list = <Loading />;
  else if (documents.status === 'error')
    list = <LoadError error={documents.error} onRetry={documents.reload} />;
  else if (documents.data.totalElements === 0) list = <p>{t('visits.documents.empty')}</p>;
  else {
    const pageCount = Math.max(1, Math.ceil(documents.data.totalElements / documents.data.size));
    const column = t(`visits.documents.column.${sort.field}`);
    const sortText = t(sort.direction === 'ASC' ? 'visits.sortAsc' : 'visits.sortDesc', { column });
    list = (
      <>
        <table className="documents-table">
          <caption>{t('visits.documents.caption', { page, pageCount, sort: sortText })}</caption>
          <thead className="sortable-head">
            <tr>
              <SortHeader
                field="fileName"
                label={t('visits.documents.column.fileName')}
                sort={sort}
                onSort={onSort}
              />
              <SortHeader
                field="uploadedAt"
                label={t('visits.documents.column.uploadedAt')}
                sort={sort}
                onSort={onSort}
              />
              <SortHeader
                field="uploadedBy"
                label={t('visits.documents.column.uploadedBy')}
                sort={sort}
                onSort={onSort}
              />
              {showPatient && <th scope="col">{t('visits.documents.column.patient')}</th>}
              <th scope="col">{t('visits.documents.column.download')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.data.content.map((document) => (
              <tr key={document.id}>
                <td data-label={t('visits.documents.column.fileName')} className="document-name">
                  {document.originalFileName}
                </td>
                <td data-label={t('visits.documents.column.uploadedAt')}>
                  <time dateTime={document.uploadedAt}>{messages.formatDateTime(document.uploadedAt)}</time>
                </td>
                <td data-label={t('visits.documents.column.uploadedBy')}>
                  {`${document.uploadedBy} (${t(`visits.documents.uploaderRole.${document.uploaderRole}`)})`}
                </td>
                {showPatient && (
                  <td data-label={t('visits.documents.column.patient')}>
                    {document.patientName ?? t('visits.documents.patientUnknown')}
                  </td>
                )}
                <td data-label={t('visits.documents.column.download')}>
                  <button type="button" className="action-button" onClick={() => download(document)}>
                    {t('visits.documents.download')}{' '}
                    <span className="visually-hidden">{document.originalFileName}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination page={page} pageCount={pageCount} label={t('visits.documents.title')} onPage={setPage} />
      </>
    );
  }

  return (
    <section className="visit-documents" aria-labelledby="visit-documents-title">
      <h2 id="visit-documents-title">{t('visits.documents.title')}</h2>
      {children}
      {list}
    </section>
  );
}
