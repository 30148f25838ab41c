import { AddToCalendar } from '@wizyta/booking/AddToCalendar';
import { hasConversation, type Visit, type VisitViewer, visitActions, visitCalendarSpan } from '@wizyta/core';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { VisitActions } from '../../components/VisitActions';
import { useApp } from '../../shared/useApp';
import { useSessionState } from '../../shared/useSessionState';
import { BookedDetails, HouseVisitAddress } from './BookedDetails';
import { DoctorPatients } from './DoctorPatients';
import { DocumentsSection } from './DocumentsSection';
import { DocumentUploader } from './DocumentUploader';
import { InvoiceDownload } from './InvoiceDownload';
import { SurveySection } from './SurveySection';
import { VisitChangeNote } from './VisitChangeNote';
import { VisitClinic } from './VisitClinic';
import { VisitSummary } from './VisitSummary';
import './visit.css';

/**
 * Visit details (`/visit/:id`): everything about the visit (4678/4955 on failure), what was booked
 * (for the doctor's house visit, the address and entry information first), its actions with
 * changing the time and cancelling and until when they are possible, the chat link, its
 * documents with the uploader (opened and focused by `?showAddDocuments=true`) and, for the
 * doctor, the patients with their visit documentation. A cancelled visit is shown as answered and
 * focus moves to the page's heading (the button pressed is gone).
 */
export default function VisitPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { api, messages } = useApp();
  const { roles } = useSessionState();
  const viewer: VisitViewer = roles.includes('DOCTOR') ? 'DOCTOR' : 'PATIENT';
  const [documentsVersion, setDocumentsVersion] = useState(0);
  const details = useLoad(
    async (signal) => {
      const [visit, patients] = await Promise.allSettled([
        api.getAppointment({ params: { id } }, { signal }),
        api.getAppointmentPatients({ params: { id } }, { signal }),
      ]);
      // The visit's own failure (4678) comes first; its patients' (4955) only when the visit loaded.
      if (visit.status === 'rejected') throw visit.reason;
      if (patients.status === 'rejected') throw patients.reason;
      return { visit: visit.value, patients: patients.value };
    },
    [api, id],
  );
  const t = messages.t;
  const title = useRef<HTMLHeadingElement>(null);
  const refreshDocuments = () => setDocumentsVersion((n) => n + 1);
  const changed = (visit: Visit) => {
    if (details.status === 'ready') details.replace({ ...details.data, visit });
    requestAnimationFrame(() => title.current?.focus());
  };

  let content: ReactNode;
  if (details.status === 'loading') content = <Loading />;
  else if (details.status === 'error') content = <LoadError error={details.error} onRetry={details.reload} />;
  else {
    const { visit, patients } = details.data;
    const now = new Date();
    const canUpload = visitActions(visit, now, viewer).includes('addDocuments');
    const span = viewer === 'PATIENT' ? visitCalendarSpan(visit, now) : null;
    const houseAddress =
      viewer === 'DOCTOR' && visit.visitType === 'HOUSE' ? visit.booking?.address : undefined;
    content = (
      <>
        {houseAddress && <HouseVisitAddress address={houseAddress} />}
        <VisitSummary visit={visit} />
        {visit.clinic && <VisitClinic clinic={visit.clinic} />}
        <VisitChangeNote visit={visit} now={now} />
        <div className="visit-links">
          <VisitActions visit={visit} viewer={viewer} now={now} omit={['addDocuments']} onChanged={changed} />
          {hasConversation(visit) && (
            <Link className="action-button" to={`/chat/${encodeURIComponent(visit.id)}`}>
              {t('visits.detail.chatLink')}
            </Link>
          )}
          {span && (
            <AddToCalendar
              messages={messages}
              appointmentId={visit.id}
              start={span.start}
              end={span.end}
              appointmentType={visit.visitType}
              clinic={visit.clinic}
              doctorName={visit.doctor ? `${visit.doctor.firstName} ${visit.doctor.lastName}` : undefined}
              // This page, without its query: the link the calendar entry leads back to.
              visitUrl={`${window.location.origin}${window.location.pathname}`}
              className="action-button"
            />
          )}
          {viewer === 'PATIENT' && visit.invoiceAvailable && <InvoiceDownload visitId={visit.id} />}
        </div>
        {visit.booking && (
          <BookedDetails
            booking={visit.booking}
            viewer={viewer}
            withoutAddress={houseAddress !== undefined}
          />
        )}
        <SurveySection
          visit={visit}
          patients={patients}
          viewer={viewer}
          onSaved={(saved) => details.replace({ ...details.data, visit: saved })}
        />
        {viewer === 'DOCTOR' && (
          <DoctorPatients visitId={visit.id} patients={patients} onGenerated={refreshDocuments} />
        )}
        <DocumentsSection
          visitId={visit.id}
          version={documentsVersion}
          showPatient={Object.keys(patients).length > 1}
        >
          {canUpload && (
            <DocumentUploader
              visitId={visit.id}
              patients={patients}
              initiallyOpen={params.get('showAddDocuments') === 'true'}
              onUploaded={refreshDocuments}
            />
          )}
        </DocumentsSection>
      </>
    );
  }

  return (
    <section className="visit-page" aria-labelledby="visit-title">
      <p className="back-link">
        <Link to="/">{t('visits.detail.backToVisits')}</Link>
      </p>
      <h1 id="visit-title" tabIndex={-1} ref={title}>
        {t('visits.detail.title')}
      </h1>
      {content}
    </section>
  );
}
