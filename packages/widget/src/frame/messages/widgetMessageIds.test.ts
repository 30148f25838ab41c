// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { messagesPl } from '@wizyta/core/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { isWidgetMessage } from './widgetMessageIds';

const PACKAGES = resolve(import.meta.dirname, '../../../..');
// The sources the widget bundles (core's i18n modules and the widget's own catalogue modules — the
// catalogue and the code that picks from it — name ids of every area, so they do not count).
const SOURCES = ['widget/src', 'booking/src', 'core/src'].map((dir) => join(PACKAGES, dir));
// Every area of the catalogue (`journey.*` was once left out of this list, and with it out of the
// widget: a dermatologist's patient ticking a cough read "journey.symptomCheck.mismatch").
const AREAS = [...new Set(Object.keys(messagesPl).map((id) => id.split('.')[0]))];
// A quoted id (`'common.retry'`) or a template's constant head (`` `symptom.${s}` `` → `symptom.`).
const REFERENCE = new RegExp(`['"\`]((?:${AREAS.join('|')})\\.[\\w.]*?)(?:['"\`]|\\$\\{)`, 'g');

function sourceFiles(dir: string): string[] {
  return (
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.includes('/core/src/i18n/') && !file.includes('/widget/src/frame/messages/'))
      // The document upload's check: the portal's visit page uploads, the booking flow does not.
      .filter((file) => !file.endsWith('/core/src/validation/validateUpload.ts'))
      // A booked visit's status and payment labels: the portal's visits list and visit page show
      // them; the booking flow ends at the result and names neither.
      .filter((file) => !file.endsWith('/core/src/visits/visitStatusLabel.ts'))
  );
}

describe('the widget’s share of the catalogue', () => {
  const named = new Set(
    SOURCES.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(REFERENCE)].map((match) => match[1] ?? ''),
    ),
  );

  it('ships every message its sources name, in every language', () => {
    const ids = Object.keys(messagesPl);
    const missing = [...named].filter((reference) => {
      const matching = ids.filter((id) =>
        reference.endsWith('.') ? id.startsWith(reference) : id === reference,
      );
      return matching.some((id) => !id.startsWith('booking.host.') && !isWidgetMessage(id, 'pl'));
    });
    expect(missing).toEqual([]);
    expect(named.size).toBeGreaterThan(50);
  });

  it('leaves out the portal’s shell words and the partner page’s texts', () => {
    expect(isWidgetMessage('common.retry', 'pl')).toBe(true);
    expect(isWidgetMessage('common.myVisits', 'pl')).toBe(false);
    expect(isWidgetMessage('booking.host.open', 'pl')).toBe(false);
    expect(isWidgetMessage('visits.title', 'pl')).toBe(false);
    expect(isWidgetMessage('validation.fileTooLarge', 'pl')).toBe(false);
  });

  it('ships the error texts in Ukrainian only (pl from ERROR_CODES, en from ERROR_TEXTS_EN)', () => {
    expect(isWidgetMessage('error.4982', 'uk')).toBe(true);
    expect(isWidgetMessage('error.4982', 'pl')).toBe(false);
    expect(isWidgetMessage('error.4982', 'en')).toBe(false);
  });
});
