import type { PatientProfile, ProfileFormValues } from '@wizyta/core';
import { useEffect, useState } from 'react';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { NotificationsList } from '../../components/notifications/NotificationsList';
import { useLoad } from '../../components/useLoad';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { useToast } from '../../shared/useToast';
import { ProfileForm } from './ProfileForm';
import { draftOf, type ProfileDraft, toProfileUpdate } from './profileDraft';
import './profile.css';

/**
 * `/profile`: the patient's data read-only (name, PESEL, date of birth) and the form of spec §5.
 * A failed load shows 4212 with a retry; a failed save shows 4214 and keeps everything typed;
 * a successful save shows what the server stored, so it is what a reload shows too.
 */
export default function ProfilePage() {
  const { api, messages, session } = useApp();
  const allowed = useCan();
  const toast = useToast();
  const profile = useLoad((signal) => api.getPatientProfile(undefined, { signal }), [api]);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const t = messages.t;

  useEffect(() => {
    if (profile.status === 'ready') setDraft((current) => current ?? draftOf(profile.data));
  }, [profile.status, profile.data]);

  async function save(values: ProfileFormValues, current: ProfileDraft) {
    const consents = { marketing: allowed('MARKETING_AGREEMENT'), trade: allowed('TRADE_AGREEMENT') };
    try {
      const saved = await api.updatePatientProfile({ body: toProfileUpdate(values, current, consents) });
      profile.replace(saved);
      setDraft(draftOf(saved));
      toast.info(t('account.profile.saved'));
      // The session's copy feeds the header, analytics consent and the booking prefill.
      void session.reloadProfile().catch(() => undefined);
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <section className="page account-page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('account.profile.title')}</h1>
      {profile.status === 'loading' && <Loading />}
      {profile.status === 'error' && <LoadError error={profile.error} onRetry={profile.reload} />}
      {profile.status === 'ready' && draft && (
        <>
          <PersonalData profile={profile.data} />
          <ProfileForm draft={draft} onDraft={setDraft} onSave={(values) => save(values, draft)} />
        </>
      )}
      {allowed('SHOW_NOTIFICATIONS') && <NotificationsList headingLevel={2} />}
    </section>
  );
}

/** What the patient cannot change here: name, PESEL and date of birth. */
function PersonalData({ profile }: { readonly profile: PatientProfile }) {
  const { messages } = useApp();
  const t = messages.t;
  const none = t('account.notGiven');
  return (
    <section className="profile__personal" aria-labelledby="profile-personal-title">
      <h2 id="profile-personal-title">{t('account.profile.personal')}</h2>
      <dl className="profile__data">
        <dt>{t('account.profile.fullName')}</dt>
        <dd>{`${profile.firstName} ${profile.lastName}`.trim() || none}</dd>
        <dt>{t('account.field.pesel')}</dt>
        <dd>{profile.pesel ?? none}</dd>
        <dt>{t('account.field.birthDate')}</dt>
        <dd>{profile.dateOfBirth ? messages.formatDate(profile.dateOfBirth) : none}</dd>
      </dl>
    </section>
  );
}
