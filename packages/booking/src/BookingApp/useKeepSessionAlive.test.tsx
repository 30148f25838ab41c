import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_EVERY_MS, useKeepSessionAlive } from './useKeepSessionAlive';

function Probe({ keepAlive, now }: { keepAlive: () => Promise<void>; now: () => number }) {
  useKeepSessionAlive(keepAlive, now);
  return <input aria-label="pole" />;
}

describe('useKeepSessionAlive', () => {
  it('refreshes the session on typing, at most once per interval, and stops on unmount', () => {
    let at = 0;
    const keepAlive = vi.fn(() => Promise.resolve());
    const view = render(<Probe keepAlive={keepAlive} now={() => at} />);
    const field = view.getByLabelText('pole');
    fireEvent.input(field, { target: { value: 'a' } });
    fireEvent.input(field, { target: { value: 'ab' } });
    expect(keepAlive).toHaveBeenCalledTimes(1);
    at += KEEP_ALIVE_EVERY_MS;
    fireEvent.input(field, { target: { value: 'abc' } });
    expect(keepAlive).toHaveBeenCalledTimes(2);
    view.unmount();
    at += KEEP_ALIVE_EVERY_MS;
    fireEvent.input(document.body);
    expect(keepAlive).toHaveBeenCalledTimes(2);
  });
});
