import type { WidgetFacts } from '../../core/element/widget-facts';

const FIELDS = [
  ['name', 'Name'],
  ['program', 'Program'],
  ['format', 'Format'],
  ['price', 'Your price'],
  ['availability', 'Availability'],
  ['qualification-level', 'Qualification level'],
];

/** `<store-product-field>`'s facts (src/core/element/widget-facts.ts says what each means). */
export default {
  reserved: {
    display: 'inline-block',
    width: 48,
    height: 16,
    align: 'text-bottom',
    overridable: true,
    // A letter (A, B or C): beside the default box, "Qualification level" wraps in a narrow card.
    byAttribute: { name: 'field', widths: { 'qualification-level': 12 } },
  },
  docs: {
    snippet: '<store-product-field code="0158241926" field="price"></store-product-field>',
    live: true,
  },
  demo: {
    path: '/demo/product-field.html',
    page: {
      title: 'Product details',
      // A product page's details as an author writes them: their labels, the platform's values.
      markup:
        `<store-product code="0158979825"><dl class="product-details">` +
        FIELDS.map(
          ([field, label]) =>
            `<dt>${label}</dt><dd><store-product-field field="${field}"></store-product-field></dd>`,
        ).join('') +
        `</dl></store-product>`,
    },
  },
} satisfies WidgetFacts;
