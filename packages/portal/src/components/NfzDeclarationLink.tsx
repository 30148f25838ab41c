import { externalUrl } from '@wizyta/core';
import { useApp } from '../shared/useApp';

/** Props of {@link NfzDeclarationLink}. */
export interface NfzDeclarationLinkProps {
  readonly className?: string;
}

/**
 * "Złóż deklarację wyboru lekarza POZ (otwiera się w nowej karcie)": the deployment's
 * `nfzDeclarationUrl` (the provider's page or IKP), checked like every URL from config (https,
 * http only on localhost), in a new tab without an opener. Nothing where the deployment has none.
 */
export function NfzDeclarationLink({ className }: NfzDeclarationLinkProps) {
  const { config, messages } = useApp();
  const url = externalUrl(config.nfzDeclarationUrl);
  if (!url) return null;
  return (
    <a className={className} href={url.href} target="_blank" rel="noopener noreferrer">
      {messages.t('account.nfz.declare')} {messages.t('account.newTab')}
    </a>
  );
}
