import type { WidgetFacts } from '../../core/element/widget-facts';
import { MAX_QUICK_ORDER_PRODUCTS } from '../../rules/cart/quick-order-rows';

/** `<store-quick-order>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'block', height: 480 },
  docs: { live: true },
  demo: {
    path: '/store/usassessments/en/quickOrder',
    page: {
      route: 'quickOrder',
      title: 'Quick order',
      markup: `<p>Add up to ${MAX_QUICK_ORDER_PRODUCTS} products by ISBN or product code.</p><store-quick-order></store-quick-order>`,
    },
  },
} satisfies WidgetFacts;
