import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DeactivateNotificationRequestSchema, isNotificationKind, NotificationSchema } from './notification';

const notification = {
  id: 'n-1',
  title: 'Nowy dokument',
  message: 'Lekarz dodał zalecenia do wizyty.',
  createdAt: '2025-03-10T11:00:00Z',
  active: true,
  appointmentId: 'v-1',
};

describe('notifications', () => {
  it('parse a notification and a deactivate request', () => {
    expect(z.parse(NotificationSchema, notification)).toEqual(notification);
    expect(z.safeParse(DeactivateNotificationRequestSchema, { id: 'n-1' }).success).toBe(true);
  });
  it('refuse a notification without a date and a deactivate request without an id', () => {
    expect(z.safeParse(NotificationSchema, { ...notification, createdAt: undefined }).success).toBe(false);
    expect(z.safeParse(DeactivateNotificationRequestSchema, {}).success).toBe(false);
  });
  it('take a kind the client knows, and one it does not yet know, as an upper-case code', () => {
    expect(z.parse(NotificationSchema, { ...notification, kind: 'NEW_DOCUMENT' }).kind).toBe('NEW_DOCUMENT');
    expect(z.safeParse(NotificationSchema, { ...notification, kind: 'SURVEY_READY' }).success).toBe(true);
    expect(z.safeParse(NotificationSchema, { ...notification, kind: 'nowy dokument' }).success).toBe(false);
    expect(isNotificationKind('NEW_DOCUMENT')).toBe(true);
    expect(isNotificationKind('SURVEY_READY')).toBe(false);
    expect(isNotificationKind(undefined)).toBe(false);
  });
});
