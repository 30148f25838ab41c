import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeepSessionAlive } from './useKeepSessionAlive';

function Probe({ keepAlive }: { keepAlive: () => Promise<void> }) {
  useKeepSessionAlive(keepAlive);
  return <input aria-label="pole" />;
}

describe('useKeepSessionAlive', () => {
  it('asks the session on typing, one request at a time, again after it settled, and stops on unmount', async () => {
    let settle: () => void = () => undefined;
    const keepAlive = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    const view = render(<Probe keepAlive={keepAlive} />);
    const field = view.getByLabelText('pole');
    fireEvent.input(field, { target: { value: 'a' } });
    fireEvent.input(field, { target: { value: 'ab' } });
    expect(keepAlive).toHaveBeenCalledTimes(1);
    settle();
    await vi.waitFor(() => {
      fireEvent.input(field, { target: { value: 'abc' } });
      expect(keepAlive).toHaveBeenCalledTimes(2);
    });
    settle();
    view.unmount();
    await Promise.resolve();
    fireEvent.input(document.body);
    expect(keepAlive).toHaveBeenCalledTimes(2);
  });
});
