import { BASIC_VISIT_FROM_PRICE, clearOrder, NFZ_VISIT_PRICE } from '@wizyta/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NfzDeclarationLink } from '../../components/NfzDeclarationLink';
import { useApp } from '../../shared/useApp';
import { useSessionState } from '../../shared/useSessionState';
import './nfz-visit-type.css';

/**
 * `/nfz-visit-type`: a basic visit (from 79 zł) or an NFZ visit (0 zł), each leading to the search
 * with `nfzChoosen` set. The choice starts a new order, so whatever order was held is dropped on
 * entry (the guard's `clearOrder` does it too; this keeps the page right on its own). The guard
 * sends a brand without SHOW_NFZ to /make-appointment. A patient who has not declared the
 * provider as their primary care (not `nfzActive`) is told how the NFZ visit becomes available,
 * and where to make the declaration (config `nfzDeclarationUrl`).
 */
export default function NfzVisitTypePage() {
  const { messages } = useApp();
  const { nfzActive } = useSessionState();
  const navigate = useNavigate();
  const t = messages.t;

  useEffect(() => clearOrder(), []);

  const choose = (nfz: boolean) => void navigate(`/make-appointment?nfzChoosen=${nfz}`);

  return (
    <section className="page account-page nfz-choice" aria-labelledby="nfz-title">
      <h1 id="nfz-title">{t('account.nfz.title')}</h1>
      <ul className="nfz-choice__list">
        <li className="nfz-choice__option">
          <h2 id="nfz-basic-title">{t('account.nfz.basicTitle')}</h2>
          <p className="nfz-choice__price">
            {t('common.priceFrom', { price: messages.formatPrice(BASIC_VISIT_FROM_PRICE) })}
          </p>
          <p>{t('account.nfz.basicText')}</p>
          <button
            type="button"
            className="button"
            aria-describedby="nfz-basic-title"
            onClick={() => choose(false)}
          >
            {t('account.nfz.basicChoose')}
          </button>
        </li>
        <li className="nfz-choice__option">
          <h2 id="nfz-nfz-title">{t('account.nfz.nfzTitle')}</h2>
          <p className="nfz-choice__price">{messages.formatPrice(NFZ_VISIT_PRICE)}</p>
          <p>{t('account.nfz.nfzText')}</p>
          {nfzActive ? (
            <button
              type="button"
              className="button"
              aria-describedby="nfz-nfz-title"
              onClick={() => choose(true)}
            >
              {t('account.nfz.nfzChoose')}
            </button>
          ) : (
            <>
              <p className="nfz-choice__inactive">{t('account.nfz.nfzInactive')}</p>
              <NfzDeclarationLink className="button button--secondary" />
            </>
          )}
        </li>
      </ul>
    </section>
  );
}
