import { describe, expect, it } from 'vitest';
import type { Catalogs } from '../../src/core/i18n/messages';
import { cartMergeMessages } from '../../src/ui/cart/cart-merge.messages';
import { savedCartsMessages } from '../../src/widgets/saved-carts/saved-carts.messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['saved carts', savedCartsMessages as Catalogs<string>],
  ['cart merge dialog', cartMergeMessages as Catalogs<string>],
])('%s messages', (_name, messages) => {
  it('are translated in full into fr, nl and es, with the same placeholders', () => {
    for (const language of ['fr', 'nl', 'es'] as const) {
      const catalog = messages[language];
      expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(messages.en).sort());
      for (const [key, english] of Object.entries(messages.en)) {
        const text = catalog[key] ?? '';
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english));
      }
    }
  });
});
