import { describe, expect, it } from 'vitest';
import { cartMessages } from './cart.messages';
import { translator } from '../../core/i18n/messages';

describe('cart message catalog', () => {
  it('has the spec’s texts word for word in English', () => {
    const en = translator(cartMessages, 'en');
    expect(en('quickOrder.unknown')).toBe(
      'Unable to find corresponding product - please make sure that product code/ISBN is correct',
    );
    expect(en('quickOrder.duplicate')).toBe('ISBN/product already exists in the form');
    expect(en('saveCart.nameAlphanumeric')).toBe('Cart name can only be alpha numeric');
  });

  it('fills every placeholder the rules pass', () => {
    const fr = translator(cartMessages, 'fr');
    expect(fr('quantity.aboveMaximum', { max: 5 })).toBe(
      'La quantité maximale de commande pour ce produit est de 5',
    );
    const en = translator(cartMessages, 'en');
    expect(en('quantity.reducedForStock', { requested: 5, granted: 3 })).toBe(
      'Only 3 in stock: the quantity was reduced from 5 to 3.',
    );
    expect(en('quantity.outOfStock')).toBe(
      'This product is out of stock and was not added to your cart.',
    );
    expect(en('qualification.updateLink')).toBe('Update your qualifications');
  });
});
