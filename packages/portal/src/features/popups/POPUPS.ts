import type { ApiClient, MessageId, Popups } from '@wizyta/core';

/** One of the profile's popup flags. */
export type PopupName = keyof Popups;

/** A popup: its flag, its texts and the call that stops it for good. */
export interface PopupDefinition {
  readonly name: PopupName;
  readonly title: MessageId;
  readonly text: MessageId;
  readonly dismiss: (api: ApiClient) => Promise<void>;
  /** Whether the popup offers the way to make the NFZ declaration (config `nfzDeclarationUrl`). */
  readonly declaration?: boolean;
}

/** The popups of spec §3, in the order they are shown when several are flagged. */
export const POPUPS: readonly PopupDefinition[] = [
  {
    name: 'subscriptionEnd',
    title: 'account.subscriptionEnd.title',
    text: 'account.subscriptionEnd.text',
    dismiss: (api) => api.disablePopupSubscriptionEnd(),
  },
  {
    name: 'makeDeclaration',
    title: 'account.popup.makeDeclarationTitle',
    text: 'account.popup.makeDeclarationText',
    dismiss: (api) => api.disablePopupMakeDeclaration(),
    declaration: true,
  },
  {
    name: 'changeDeclarationFacility',
    title: 'account.popup.changeFacilityTitle',
    text: 'account.popup.changeFacilityText',
    dismiss: (api) => api.disablePopupChangeDeclarationFacility(),
    declaration: true,
  },
];
