import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ConversationSchema } from './conversation';

describe('ConversationSchema', () => {
  it('parses messages with the ask flag and expiry', () => {
    const conversation = { messages: [], canAsk: true, conversationExpiresAt: '2025-03-11T10:30:00Z' };
    expect(z.parse(ConversationSchema, conversation)).toEqual(conversation);
    expect(
      z.safeParse(ConversationSchema, { messages: [], canAsk: false, conversationExpiresAt: null }).success,
    ).toBe(true);
  });
  it('refuses a conversation without canAsk', () => {
    expect(z.safeParse(ConversationSchema, { messages: [], conversationExpiresAt: null }).success).toBe(
      false,
    );
  });
});
