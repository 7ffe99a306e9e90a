import { PAGE_CONTENT_HEIGHT, type WidgetFacts } from '../../core/element/widget-facts';

/** `<store-invoice-payment>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: PAGE_CONTENT_HEIGHT, group: 'invoices' },
  docs: {},
  demo: {
    path: '/invoices/INV-1001/payment',
    page: {
      route: 'invoicePayment',
      title: 'Invoice payment',
      markup: '<store-invoice-payment></store-invoice-payment>',
    },
  },
} satisfies WidgetFacts;
