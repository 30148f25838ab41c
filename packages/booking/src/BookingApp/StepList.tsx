import type { MessageId, Messages } from '@wizyta/core';
import { type OrderStepId, orderSteps } from '@wizyta/core';

/** Props of {@link StepList}. */
export interface StepListProps {
  readonly messages: Messages;
  /** The partner type (WELBI's short flow has fewer steps). */
  readonly type: string;
  readonly forNfz: boolean;
  /** The user's roles (a plan-covered visit confirms instead of paying). */
  readonly roles?: readonly string[];
  /** The order's current step. */
  readonly current: string;
}

/**
 * The steps this patient goes through (core's `orderSteps`: the full flow, NFZ's confirmation
 * instead of payment, or WELBI's short flow) as an ordered list; the current one has
 * `aria-current="step"`. Hidden on the no-doctors notice, which is not a step.
 */
export function StepList({ messages, type, forNfz, roles = [], current }: StepListProps) {
  if (current === 'noDoctors') return null;
  const steps = orderSteps({ type, forNfz, roles });
  const index = steps.indexOf(current as OrderStepId);
  return (
    <nav className="wb-stepper" aria-label={messages.t('booking.stepper.label')}>
      <ol className="wb-stepper__list">
        {steps.map((step, i) => (
          <li
            key={step}
            className={i < index ? 'wb-stepper__item wb-stepper__item--done' : 'wb-stepper__item'}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="wb-stepper__number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="wb-stepper__label">{messages.t(`booking.step.${step}` as MessageId)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
