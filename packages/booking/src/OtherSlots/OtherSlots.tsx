import { can, isCoveredByPlan } from '@wizyta/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useBooking } from '../BookingApp/BookingContext';
import { useOrder } from '../BookingApp/useOrder';

type Sort = 'ASC' | 'DESC';

/**
 * Other free times than the held one (spec §3 additional slots): loaded on request, paged, sorted
 * by price either way. Choosing one holds it instead (SWITCH_SLOT); the machine reprices.
 * The buttons pressed here are disabled while the call runs or replaced when it ends, which drops
 * the keyboard focus: once the call is over it goes to the list's heading, the start of what
 * changed (or back to 'Pokaż inne terminy' when the list did not come). The sort keeps it.
 */
export function OtherSlots() {
  const { actor, messages, idPrefix, type, sessionState } = useBooking();
  const roles = sessionState.roles.length > 0 ? sessionState.roles : ['PATIENT'];
  // Spec §6: choosing another time swaps the held reservation, i.e. the order's id (CHANGE_ORDER_ID);
  // without it the list only informs. Prices (and sorting by them) only with the price view.
  const canSwitch = can('CHANGE_ORDER_ID', { type, roles });
  const showPrice = !isCoveredByPlan({ type, roles });
  const slots = useOrder((s) => s.context.otherSlots);
  const loading = useOrder((s) => s.matches({ flow: { steps: { order: 'loadingSlots' } } }));
  const switching = useOrder((s) => s.matches({ flow: { steps: { order: 'switching' } } }));
  const [sort, setSort] = useState<Sort>('ASC');
  const heading = useRef<HTMLHeadingElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const busy = loading || switching;
  useLayoutEffect(() => {
    if (busy || !returnFocus.current) return;
    returnFocus.current = false;
    (slots ? heading.current : showButton.current)?.focus();
  }, [busy, slots]);
  const load = (page: number, order: Sort = sort) =>
    actor.send({ type: 'LOAD_OTHER_SLOTS', page, sort: order });
  const press = (page: number) => {
    returnFocus.current = true;
    load(page);
  };
  const sortId = `${idPrefix}-other-sort`;
  const titleId = `${idPrefix}-other-title`;
  if (!slots) {
    return (
      <div className="wb-other">
        <button
          ref={showButton}
          type="button"
          className="wb-button wb-button--secondary"
          disabled={loading}
          onClick={() => press(0)}
        >
          {messages.t('booking.otherSlots.show')}
        </button>
        {loading ? (
          <p className="wb-status" role="status">
            {messages.t('booking.otherSlots.loading')}
          </p>
        ) : null}
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(slots.totalElements / slots.size));
  return (
    <section className="wb-other" aria-labelledby={titleId} aria-busy={loading || switching || undefined}>
      <h3 className="wb-other__title" id={titleId} tabIndex={-1} ref={heading}>
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
              load(0, next);
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
                    returnFocus.current = true;
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
