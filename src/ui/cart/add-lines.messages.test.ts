import { describe, expect, it } from 'vitest';
import { addToCartMessages } from '../../widgets/add-to-cart/add-to-cart.messages';
import { addLinesMessages } from './add-lines.messages';

// A script's or a data-store-add button's add speaks as <store-add-to-cart> does.
describe('addLinesMessages', () => {
  it('are add-to-cart’s words, in every language', () => {
    for (const language of ['en', 'fr', 'nl', 'es'] as const) {
      for (const [key, text] of Object.entries(addLinesMessages[language])) {
        expect(text, `${language} ${key}`).toBe(
          addToCartMessages[language][key as keyof (typeof addToCartMessages)['en']],
        );
      }
    }
  });
});
