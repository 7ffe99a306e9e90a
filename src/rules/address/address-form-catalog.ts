import { combineCatalogs } from '../form/combine-catalogs';
import { NAME_MESSAGE_PARAMS, nameMessages } from '../names/names.messages';
import { postalCodeMessages } from '../postal-code/postal-code.messages';
import { ADDRESS_MESSAGE_PARAMS, addressMessages } from './address.messages';

export const addressFormMessages = combineCatalogs(addressMessages, postalCodeMessages);
export type AddressFormMessageKey = keyof typeof addressFormMessages.en;
/** Postal code messages take no params. */
export const ADDRESS_FORM_MESSAGE_PARAMS = ADDRESS_MESSAGE_PARAMS;

export const namedAddressMessages = combineCatalogs(
  nameMessages,
  addressMessages,
  postalCodeMessages,
);
export type NamedAddressMessageKey = keyof typeof namedAddressMessages.en;
export const NAMED_ADDRESS_MESSAGE_PARAMS = { ...NAME_MESSAGE_PARAMS, ...ADDRESS_MESSAGE_PARAMS };
