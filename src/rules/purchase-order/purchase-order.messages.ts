import { defineMessages, type Params } from '../../core/i18n/messages';
import { PO_NUMBER_MAX_LENGTH } from './purchase-order';

/** The purchase order number. English word for word from spec section 5. */
export const purchaseOrderMessages = defineMessages({
  en: {
    'purchaseOrder.belowThreshold':
      'Purchase orders are accepted for orders with a subtotal of {amount} or more. Please pay by card for this order.',
    'purchaseOrder.required': 'Please enter purchase order number',
    'purchaseOrder.tooLong': 'Purchase order number can be no more than {poNumberMax} characters.',
  },
  fr: {
    'purchaseOrder.belowThreshold':
      'Les bons de commande sont acceptés pour les commandes dont le sous-total est d’au moins {amount}. Veuillez payer cette commande par carte.',
    'purchaseOrder.required': 'Veuillez saisir le numéro de bon de commande',
    'purchaseOrder.tooLong':
      'Le numéro de bon de commande ne peut pas dépasser {poNumberMax} caractères.',
  },
  nl: {
    'purchaseOrder.belowThreshold':
      'Inkooporders worden geaccepteerd voor bestellingen met een subtotaal van {amount} of meer. Betaal deze bestelling met een kaart.',
    'purchaseOrder.required': 'Vul het inkoopordernummer in',
    'purchaseOrder.tooLong': 'Het inkoopordernummer mag niet langer zijn dan {poNumberMax} tekens.',
  },
  es: {
    'purchaseOrder.belowThreshold':
      'Las órdenes de compra se aceptan para pedidos con un subtotal de {amount} o más. Pague este pedido con tarjeta.',
    'purchaseOrder.required': 'Introduzca el número de orden de compra',
    'purchaseOrder.tooLong':
      'El número de orden de compra no puede superar los {poNumberMax} caracteres.',
  },
});

export type PurchaseOrderMessageKey = keyof typeof purchaseOrderMessages.en;

export const PURCHASE_ORDER_MESSAGE_PARAMS: Readonly<Params> = {
  poNumberMax: PO_NUMBER_MAX_LENGTH,
};
