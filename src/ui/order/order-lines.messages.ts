import { defineMessages } from '../../core/i18n/messages';

// What an order's and a quote's pages share: their products' lines and the account, address and
// shipping labels. Apart from the order's texts so that a quote's page does not load those.

export const orderLineMessages = defineMessages({
  en: {
    customerAccount: 'Customer account',
    billing: 'Billing address',
    shipping: 'Shipping address',
    shippingMethod: 'Shipping method',
    quantity: 'Quantity',
    seats: 'Seats',
    estimatedRelease: 'Estimated release',
    estimatedToShip: 'Estimated to ship',
    extraProcessing:
      'This product needs extra processing before it is delivered. We will contact you about the next steps.',
  },
  fr: {
    customerAccount: 'Compte client',
    billing: 'Adresse de facturation',
    shipping: 'Adresse de livraison',
    shippingMethod: 'Mode d’expédition',
    quantity: 'Quantité',
    seats: 'Licences',
    estimatedRelease: 'Parution prévue',
    estimatedToShip: 'Expédition prévue',
    extraProcessing:
      'Ce produit nécessite un traitement supplémentaire avant sa livraison. Nous communiquerons avec vous au sujet des prochaines étapes.',
  },
  nl: {
    customerAccount: 'Klantaccount',
    billing: 'Factuuradres',
    shipping: 'Verzendadres',
    shippingMethod: 'Verzendmethode',
    quantity: 'Aantal',
    seats: 'Licenties',
    estimatedRelease: 'Verwachte verschijning',
    estimatedToShip: 'Verwachte verzending',
    extraProcessing:
      'Dit product moet extra worden verwerkt voordat het wordt geleverd. We nemen contact met u op over de volgende stappen.',
  },
  es: {
    customerAccount: 'Cuenta de cliente',
    billing: 'Dirección de facturación',
    shipping: 'Dirección de envío',
    shippingMethod: 'Método de envío',
    quantity: 'Cantidad',
    seats: 'Licencias',
    estimatedRelease: 'Publicación prevista',
    estimatedToShip: 'Envío previsto',
    extraProcessing:
      'Este producto necesita un procesamiento adicional antes de su entrega. Nos pondremos en contacto con usted sobre los siguientes pasos.',
  },
});

export type OrderLineMessageKey = keyof typeof orderLineMessages.en;
