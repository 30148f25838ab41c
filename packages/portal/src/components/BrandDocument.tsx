import { useApp } from '../shared/useApp';
import './brand-document.css';

/** Props of {@link BrandDocument}. */
export interface BrandDocumentProps {
  readonly title: string;
  /** A short plain-text summary of what the document covers. */
  readonly summary: string;
  /** The PDF, relative to the deployment's base URL (the brand's `regulationHref`…). */
  readonly href: string;
  readonly linkText: string;
}

/**
 * A brand's document page (regulation, privacy policy): a heading, a short summary and a link
 * to the PDF in a new tab. No `<object>` or `<embed>`: the portal's CSP has `object-src 'none'`,
 * and a link works with every screen reader and on every phone.
 */
export function BrandDocument({ title, summary, href, linkText }: BrandDocumentProps) {
  const { messages, assetUrl } = useApp();
  return (
    <section className="page account-page brand-document" aria-labelledby="brand-document-title">
      <h1 id="brand-document-title">{title}</h1>
      <p>{summary}</p>
      <p>
        <a
          className="button brand-document__link"
          href={assetUrl(href)}
          target="_blank"
          rel="noopener"
          type="application/pdf"
        >
          {linkText} <span className="brand-document__format">{messages.t('account.document.pdf')}</span>
        </a>
      </p>
    </section>
  );
}
