import { useLayoutEffect, useRef } from 'react';
import { useFormContext } from './FormContext';

/**
 * The step's `<h2>`. It can take focus (`tabIndex=-1`) and takes it when it mounts, except for the
 * first step shown, so a screen-reader or keyboard user lands at the top of each new step.
 */
export function StepHeading({ children }: { readonly children: string }) {
  const { moveFocus } = useFormContext();
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (moveFocus.current) ref.current?.focus();
    moveFocus.current = true;
  }, [moveFocus]);
  return (
    <h2 className="wb-step__title" tabIndex={-1} ref={ref}>
      {children}
    </h2>
  );
}
