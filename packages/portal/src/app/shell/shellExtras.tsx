// The header's and footer's pieces that only some visitors see, or only in an open menu, in one
// chunk loaded after first paint (lazyShellPieces.ts): the portal's first route stays within its
// budget.
import { telHref } from '@wizyta/core';
import { useApp } from '../../shared/useApp';

export { NotificationsLink } from './NotificationsLink';
export { DrawerItems, ProfileMenuItems } from './shellMenus';

/**
 * The footer's list items for the deployment's phone line and e-mail (`contactPhone`,
 * `contactEmail`) as `tel:` and `mailto:` links; nothing for a deployment without them.
 */
export function FooterContact() {
  const { config, messages } = useApp();
  return (
    <>
      {config.contactPhone && (
        <li>
          <a href={telHref(config.contactPhone)} className="footer__link">
            {messages.t('portal.footer.phone', { phone: config.contactPhone })}
          </a>
        </li>
      )}
      {config.contactEmail && (
        <li>
          <a href={`mailto:${config.contactEmail}`} className="footer__link">
            {messages.t('portal.footer.email', { email: config.contactEmail })}
          </a>
        </li>
      )}
    </>
  );
}
