import type { Params } from '../../core/i18n/messages';
import { EMAIL_MESSAGE_PARAMS, emailMessages } from '../email/email.messages';
import { combineCatalogs } from '../form/combine-catalogs';
import { NAME_MESSAGE_PARAMS, nameMessages } from '../names/names.messages';
import { phoneMessages } from '../phone/phone.messages';

/** Not a catalog of its own: its parts are. */
export const contactDetailsMessages = combineCatalogs(nameMessages, emailMessages, phoneMessages);
export type ContactDetailsMessageKey = keyof typeof contactDetailsMessages.en;
export const CONTACT_DETAILS_MESSAGE_PARAMS: Readonly<Params> = {
  ...NAME_MESSAGE_PARAMS,
  ...EMAIL_MESSAGE_PARAMS,
};
