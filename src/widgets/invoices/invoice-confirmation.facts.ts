import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-invoice-confirmation>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'invoices' },
  docs: {},
  demo: {
    path: '/invoices/INV-1001/payment/confirmation',
    page: {
      route: 'invoicePaymentConfirmation',
      title: 'Invoice payment',
      heading: 'Payment confirmation',
      markup: '<store-invoice-confirmation></store-invoice-confirmation>',
    },
  },
} satisfies WidgetFacts;
