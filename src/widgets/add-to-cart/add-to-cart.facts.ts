import type { WidgetFacts } from '../../core/element/widget-facts';

/** `<store-add-to-cart>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: { display: 'inline-block', width: 160, height: 96, align: 'top', overridable: true },
  docs: {
    snippet: '<store-add-to-cart product-code="0158241926"></store-add-to-cart>',
    live: true,
  },
  demo: { path: '/p/0158241926' },
} satisfies WidgetFacts;
