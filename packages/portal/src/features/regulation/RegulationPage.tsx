import { BrandDocument } from '../../components/BrandDocument';
import { useApp } from '../../shared/useApp';

/**
 * `/regulation` (public): the brand's regulation as a PDF link with a short summary. WELBI has a
 * regulation of its own (spec §1), named by its brand's `regulationHref`.
 */
export default function RegulationPage() {
  const { brand, messages } = useApp();
  const t = messages.t;
  return (
    <BrandDocument
      title={t('account.regulation.title')}
      summary={
        brand.shortOrderFlow
          ? t('account.regulation.summaryShort', { brand: brand.name })
          : t('account.regulation.summary')
      }
      href={brand.regulationHref}
      linkText={t('account.regulation.download')}
    />
  );
}
