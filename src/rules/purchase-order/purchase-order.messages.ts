import { defineMessages, type Params } from '../../core/i18n/messages';
import { PO_NUMBER_MAX_LENGTH } from './purchase-order';

/** The purchase order number. English word for word from spec section 5. */
export const purchaseOrderMessages = defineMessages({
  en: {
    'purchaseOrder.required': 'Please enter purchase order number',
    'purchaseOrder.tooLong': 'Purchase order number can be no more than {poNumberMax} characters.',
  },
  fr: {
    'purchaseOrder.required': 'Veuillez saisir le numéro de bon de commande',
    'purchaseOrder.tooLong':
      'Le numéro de bon de commande ne peut pas dépasser {poNumberMax} caractères.',
  },
  nl: {
    'purchaseOrder.required': 'Vul het inkoopordernummer in',
    'purchaseOrder.tooLong': 'Het inkoopordernummer mag niet langer zijn dan {poNumberMax} tekens.',
  },
  es: {
    'purchaseOrder.required': 'Introduzca el número de orden de compra',
    'purchaseOrder.tooLong':
      'El número de orden de compra no puede superar los {poNumberMax} caracteres.',
  },
});

export type PurchaseOrderMessageKey = keyof typeof purchaseOrderMessages.en;

export const PURCHASE_ORDER_MESSAGE_PARAMS: Readonly<Params> = {
  poNumberMax: PO_NUMBER_MAX_LENGTH,
};
