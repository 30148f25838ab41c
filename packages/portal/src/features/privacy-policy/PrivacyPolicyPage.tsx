import { BrandDocument } from '../../components/BrandDocument';
import { useApp } from '../../shared/useApp';

/** `/privacy-policy` (public): the brand's privacy policy as a PDF link with a short summary. */
export default function PrivacyPolicyPage() {
  const { brand, messages } = useApp();
  const t = messages.t;
  return (
    <BrandDocument
      title={t('account.privacy.title')}
      summary={t('account.privacy.summary')}
      href={brand.privacyPolicyHref}
      linkText={t('account.privacy.download')}
    />
  );
}
