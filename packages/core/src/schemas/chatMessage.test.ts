import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ChatMessageSchema, SendMessageRequestSchema } from './chatMessage';

const message = {
  senderId: 'p-1',
  role: 'PATIENT',
  senderName: 'Jan Kowalski',
  message: 'Czy mogę brać ten lek z jedzeniem?',
  deliveredOn: '2025-03-10T12:00:00Z',
};

describe('chat messages', () => {
  it('parse a message and a send request', () => {
    expect(z.parse(ChatMessageSchema, message)).toEqual(message);
    expect(z.parse(SendMessageRequestSchema, { message: '  Dziękuję  ' })).toEqual({ message: 'Dziękuję' });
  });
  it('refuse an unknown sender type and a blank question', () => {
    expect(z.safeParse(ChatMessageSchema, { ...message, role: 'BOT' }).success).toBe(false);
    expect(z.safeParse(SendMessageRequestSchema, { message: '   ' }).success).toBe(false);
  });
});
