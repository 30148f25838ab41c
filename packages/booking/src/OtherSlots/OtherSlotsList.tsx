import { type AdditionalSlots, can, isCoveredByPlan } from '@wizyta/core';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';

// The sort is written here, in the rare screens' chunk, and only read as a type by OtherSlots: the
// other way round, the two files and rareScreens would import each other.
/** How the other times are sorted by price. */
export type Sort = 'ASC' | 'DESC';

/** Props of {@link OtherSlotsList}. */
export interface OtherSlotsListProps {
  readonly slots: AdditionalSlots;
  /** The list's heading, where focus goes once a call is over. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  /** Load a page (zero-based) in this order; focus returns to the list when it came. */
  readonly onPage: (page: number, sort: Sort) => void;
  /** Another time was chosen (SWITCH_SLOT sent); focus returns to the list. */
  readonly onPick: () => void;
  /** The list is on screen (it may arrive after the times did). */
  readonly onShown: () => void;
}

/**
 * The other free times (see `OtherSlots`): sorted by price either way (prices and sorting only
 * with the price view), each with "Wybierz" where the brand lets the held reservation be swapped
 * (spec §6 CHANGE_ORDER_ID; without it the list only informs), paged.
 */
export function OtherSlotsList({ slots, headingRef, onPage, onPick, onShown }: OtherSlotsListProps) {
  const { actor, messages, idPrefix, type, sessionState } = useBooking();
  const roles = sessionState.roles.length > 0 ? sessionState.roles : ['PATIENT'];
  const canSwitch = can('CHANGE_ORDER_ID', { type, roles });
  const showPrice = !isCoveredByPlan({ type, roles });
  const loading = useOrder((s) => s.matches({ flow: { steps: { order: 'loadingSlots' } } }));
  const switching = useOrder((s) => s.matches({ flow: { steps: { order: 'switching' } } }));
  const [sort, setSort] = useState<Sort>('ASC');
  const press = (page: number) => onPage(page, sort);
  const sortId = `${idPrefix}-other-sort`;
  const titleId = `${idPrefix}-other-title`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list first shows
  useLayoutEffect(onShown, []);
  const pages = Math.max(1, Math.ceil(slots.totalElements / slots.size));
  return (
    <section className="wb-other" aria-labelledby={titleId} aria-busy={loading || switching || undefined}>
      <h3 className="wb-other__title" id={titleId} tabIndex={-1} ref={headingRef}>
        {messages.t('booking.otherSlots.title')}
      </h3>
      {showPrice ? (
        <div className="wb-field">
          <label className="wb-field__label" htmlFor={sortId}>
            {messages.t('booking.otherSlots.sort')}
          </label>
          <select
            id={sortId}
            className="wb-input wb-select"
            value={sort}
            onChange={(event) => {
              const next: Sort = event.currentTarget.value === 'DESC' ? 'DESC' : 'ASC';
              setSort(next);
              onPage(0, next);
            }}
          >
            <option value="ASC">{messages.t('booking.otherSlots.sortAsc')}</option>
            <option value="DESC">{messages.t('booking.otherSlots.sortDesc')}</option>
          </select>
        </div>
      ) : null}
      {slots.additionalSlots.length === 0 ? (
        <p className="wb-text">{messages.t('booking.otherSlots.empty')}</p>
      ) : null}
      <ul className="wb-other__list">
        {slots.additionalSlots.map((slot) => {
          const doctor = slots.doctors[slot.doctorId];
          const name = doctor ? `${doctor.firstName} ${doctor.lastName}` : '';
          const time = messages.t('booking.summary.whenValue', {
            date: messages.formatDate(slot.start),
            time: messages.formatTime(slot.start),
          });
          return (
            <li className="wb-other__item" key={slot.slotKey}>
              <span className="wb-other__time">{time}</span>
              <span className="wb-other__doctor">{name}</span>
              {showPrice ? <span className="wb-other__price">{messages.formatPrice(slot.price)}</span> : null}
              {canSwitch ? (
                <button
                  type="button"
                  className="wb-button wb-button--secondary"
                  disabled={switching}
                  aria-label={messages.t('booking.otherSlots.choose', { time, doctor: name })}
                  onClick={() => {
                    onPick();
                    actor.send({ type: 'SWITCH_SLOT', slotKey: slot.slotKey });
                  }}
                >
                  {messages.t('booking.otherSlots.pick')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="wb-actions">
        <button
          type="button"
          className="wb-button wb-button--link"
          disabled={slots.page === 0 || loading}
          onClick={() => press(slots.page - 1)}
        >
          {messages.t('booking.otherSlots.previous')}
        </button>
        <span className="wb-note">
          {messages.t('common.pageOf', { page: slots.page + 1, pageCount: pages })}
        </span>
        <button
          type="button"
          className="wb-button wb-button--link"
          disabled={slots.page + 1 >= pages || loading}
          onClick={() => press(slots.page + 1)}
        >
          {messages.t('booking.otherSlots.next')}
        </button>
      </div>
    </section>
  );
}
