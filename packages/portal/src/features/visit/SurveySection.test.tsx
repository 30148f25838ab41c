import { screen } from '@testing-library/react';
import type { Visit } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import { SurveySection } from './SurveySection';

describe('SurveySection', () => {
  it.each([
    ['SURVEY_EXPIRED', /nie została wypełniona przed terminem wizyty.*Umów nową wizytę/],
    ['SURVEY_REJECTED', /Lekarz nie przyjął ankiety.*Skontaktuj się z nami/],
  ] as const)('%s says what happened and what to do, and offers no form', async (status, text) => {
    const first = await renderWithApp(<p>wizyta</p>);
    const seeded = await first.api.getAppointment({ params: { id: 'w-1005' } });
    const patients = await first.api.getAppointmentPatients({ params: { id: 'w-1005' } });
    first.unmount();
    const visit: Visit = { ...seeded, processStatus: status };
    await renderWithApp(
      <SurveySection visit={visit} patients={patients} viewer="PATIENT" onSaved={() => {}} />,
      {
        backend: first.backend,
      },
    );
    expect(screen.getByRole('region', { name: 'Ankieta przed wizytą' }).textContent).toMatch(text);
    expect(screen.queryByRole('button', { name: 'Wyślij ankietę' })).toBeNull();
  });

  it('shows nothing for a visit that waits for no survey', async () => {
    const first = await renderWithApp(<p>wizyta</p>);
    const visit = await first.api.getAppointment({ params: { id: 'w-1003' } });
    first.unmount();
    await renderWithApp(<SurveySection visit={visit} patients={{}} viewer="PATIENT" onSaved={() => {}} />, {
      backend: first.backend,
    });
    expect(screen.queryByRole('region', { name: 'Ankieta przed wizytą' })).toBeNull();
  });
});
