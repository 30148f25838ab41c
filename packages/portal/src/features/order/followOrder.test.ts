import { describe, expect, it } from 'vitest';
import { type FollowInput, followAction, orderStepRank } from './followOrder';

const at = (input: Partial<FollowInput> & Pick<FollowInput, 'path' | 'pathname'>): FollowInput => ({
  pop: false,
  first: false,
  previousEntry: undefined,
  ...input,
});

describe('orderStepRank', () => {
  it('ranks the steps one can go back through, and nothing else', () => {
    expect(
      [
        '/make-appointment',
        '/order/o-1',
        '/order/o-1/personal',
        '/order/o-1/symptoms',
        '/order/o-1/payment',
      ].map(orderStepRank),
    ).toEqual([0, 1, 2, 3, 4]);
    for (const path of ['/appointment/a-1/success', '/appointment/a-1/result', '/no-doctors', '/', '/order'])
      expect(orderStepRank(path), path).toBeNull();
  });
});

describe('followAction', () => {
  it('stays when the URL shows where the flow is', () => {
    expect(followAction(at({ path: '/order/o-1', pathname: '/order/o-1', pop: true }))).toEqual({
      kind: 'stay',
    });
  });

  it('pushes a new entry when the flow moves on', () => {
    expect(followAction(at({ path: '/order/o-1/symptoms', pathname: '/order/o-1/personal' }))).toEqual({
      kind: 'push',
      path: '/order/o-1/symptoms',
    });
  });

  it("goes back in the history when the flow's own Wstecz returns to the previous entry", () => {
    expect(
      followAction(
        at({
          path: '/order/o-1/personal',
          pathname: '/order/o-1/symptoms',
          previousEntry: '/order/o-1/personal',
        }),
      ),
    ).toEqual({ kind: 'historyBack' });
    // Without that entry (after a reload) the step is pushed instead.
    expect(followAction(at({ path: '/order/o-1/personal', pathname: '/order/o-1/symptoms' })).kind).toBe(
      'push',
    );
  });

  it("takes the flow one step back when the browser's Back shows an earlier step", () => {
    expect(
      followAction(at({ path: '/order/o-1/payment', pathname: '/order/o-1/symptoms', pop: true })),
    ).toEqual({
      kind: 'stepBack',
    });
    expect(
      followAction(at({ path: '/order/o-1', pathname: '/make-appointment', pop: true, first: true })).kind,
    ).toBe('stepBack');
  });

  it('never goes back from a result, and follows without a new entry after Forward, a reload or a resume', () => {
    expect(
      followAction(at({ path: '/appointment/o-1/success', pathname: '/order/o-1/payment', pop: true })),
    ).toEqual({ kind: 'replace', path: '/appointment/o-1/success' });
    expect(
      followAction(at({ path: '/order/o-1/personal', pathname: '/order/o-1/symptoms', pop: true })),
    ).toEqual({
      kind: 'replace',
      path: '/order/o-1/personal',
    });
    expect(
      followAction(at({ path: '/order/o-1/payment', pathname: '/make-appointment', first: true })),
    ).toEqual({
      kind: 'replace',
      path: '/order/o-1/payment',
    });
  });
});
