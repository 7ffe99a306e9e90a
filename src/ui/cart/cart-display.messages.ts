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
    shipping: 'Shipping',
    shippingNotChosen: 'Chosen at the shipping method step',
    tax: 'Tax',
    vat: 'VAT',
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
    shipping: 'Expédition',
    shippingNotChosen: 'Choisie à l’étape du mode d’expédition',
    tax: 'Taxes',
    vat: 'TVA',
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
    shipping: 'Verzending',
    shippingNotChosen: 'Gekozen bij de stap verzendmethode',
    tax: 'Belasting',
    vat: 'Btw',
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
    shipping: 'Envío',
    shippingNotChosen: 'Se elige en el paso del método de envío',
    tax: 'Impuestos',
    vat: 'IVA',
  },
});

export type CartDisplayMessageKey = keyof typeof cartDisplayMessages.en;
