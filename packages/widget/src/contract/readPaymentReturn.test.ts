// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isPaymentReturn,
  isVisitId,
  returnedVisit,
  withInstance,
  withoutPaymentReturn,
} from './readPaymentReturn';

const PAGE = 'https://partner.test/book?tab=2';

describe('payment returns with several widgets', () => {
  it('is the return of the instance the address names, and of no other', () => {
    const back = withInstance(PAGE, 'insurer');
    expect(isPaymentReturn(back, 'insurer')).toBe(true);
    expect(isPaymentReturn(back, 'wizyta-1')).toBe(false);
    expect(isPaymentReturn(back)).toBe(true);
    expect(isPaymentReturn(PAGE, 'insurer')).toBe(false);
  });

  it('strips the instance and the fragment, keeping the page’s own query', () => {
    expect(withoutPaymentReturn(`${withInstance(PAGE, 'insurer')}#top`)).toBe(PAGE);
  });

  it('reads a well-formed visit id from a flow frame’s address only', () => {
    expect(returnedVisit('https://provider.test/widget/flow.html?wizyta=w&appointmentId=w-1a2b')).toBe(
      'w-1a2b',
    );
    expect(returnedVisit('https://provider.test/widget/flow.html?appointmentId=a%22b')).toBeNull();
    expect(returnedVisit('https://provider.test/widget/flow.html')).toBeNull();
    expect([isVisitId('w-1'), isVisitId('a"b'), isVisitId({ id: 1 }), isVisitId('x'.repeat(65))]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
