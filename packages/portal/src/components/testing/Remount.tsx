import { Fragment, type ReactNode, useState } from 'react';

/**
 * Test helper: renders `children` with a button named "remount" that mounts them afresh, as a
 * page reload would (the same backend and session, new component state and new loads).
 */
export function Remount({ children }: { readonly children: ReactNode }) {
  const [key, setKey] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setKey((n) => n + 1)}>
        remount
      </button>
      <Fragment key={key}>{children}</Fragment>
    </>
  );
}
