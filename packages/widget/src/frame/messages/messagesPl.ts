import type { MessageRecord } from '@wizyta/core';
import { messagesPl } from '@wizyta/core/i18n/catalogue';
import { widgetShare } from './widgetMessageIds';

/**
 * The Polish catalogue the widget formats with. In source (tests, dev) these are core's ICU
 * strings, the same share the build ships (widgetMessageIds.ts); the rollup build replaces this module with the widget's share of them pre-compiled by
 * core's `compileMessages`, so the bundle ships ASTs and no ICU parser (see build/plugins/precompiledMessages.mjs).
 */
export const MESSAGES_PL: MessageRecord = widgetShare(messagesPl, 'pl');
