import type { AppointmentType } from '../schemas/visitType';

/** The specializations list a visit type draws from: house visits have their own (the internist). */
export function specializationListOf(appointmentType: AppointmentType): 'HOUSE' | 'CALL' {
  return appointmentType === 'HOUSE' ? 'HOUSE' : 'CALL';
}
