import { defineMessages } from '../../core/i18n/messages';

/**
 * Labels of the shared cart display pieces (cart-entry-summary.tsx, cart-totals.tsx), used by the
 * cart page and any other widget that shows a cart's entries or totals. Rule texts (discount
 * label, restrictions, shipping notes) come from src/rules/cart/cart.messages.ts.
 */
export const cartDisplayMessages = defineMessages({
  en: {
    program: 'Program',
    productCode: 'Product code',
    qualificationLevel: 'Qualification level',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    lineDiscount: 'Discount',
    notDiscountable: 'Not eligible for discounts',
    estimatedShipDate: 'Estimated to ship {date}',
    orderSummary: 'Order summary',
    subtotal: 'Subtotal',
    total: 'Total',
  },
  fr: {
    program: 'Programme',
    productCode: 'Code de produit',
    qualificationLevel: 'Niveau de qualification',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    lineDiscount: 'Remise',
    notDiscountable: 'Non admissible aux remises',
    estimatedShipDate: 'Expédition prévue le {date}',
    orderSummary: 'Récapitulatif de la commande',
    subtotal: 'Sous-total',
    total: 'Total',
  },
  nl: {
    program: 'Programma',
    productCode: 'Productcode',
    qualificationLevel: 'Kwalificatieniveau',
    unitPrice: 'Stukprijs',
    lineTotal: 'Totaal',
    lineDiscount: 'Korting',
    notDiscountable: 'Komt niet in aanmerking voor kortingen',
    estimatedShipDate: 'Verwachte verzending: {date}',
    orderSummary: 'Overzicht van uw bestelling',
    subtotal: 'Subtotaal',
    total: 'Totaal',
  },
  es: {
    program: 'Programa',
    productCode: 'Código de producto',
    qualificationLevel: 'Nivel de cualificación',
    unitPrice: 'Precio unitario',
    lineTotal: 'Total',
    lineDiscount: 'Descuento',
    notDiscountable: 'No admite descuentos',
    estimatedShipDate: 'Envío previsto el {date}',
    orderSummary: 'Resumen del pedido',
    subtotal: 'Subtotal',
    total: 'Total',
  },
});

export type CartDisplayMessageKey = keyof typeof cartDisplayMessages.en;
