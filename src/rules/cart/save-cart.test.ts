import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartMessages } from './cart.messages';
import {
  CART_DESCRIPTION_MAX_LENGTH,
  CART_NAME_MAX_LENGTH,
  SAVE_CART_PARAMS,
  SaveCartSchema,
  charactersLeft,
  charactersLeftMessage,
  validateSaveCart,
} from './save-cart';
import { translator } from '../../core/i18n/messages';
import { CartOpError } from '../../mocks/db/cart-errors';
import { saveCart } from '../../mocks/db/cart-save';

const en = translator(cartMessages, 'en');

function nameError(name: unknown): string | undefined {
  const result = validateSaveCart({ name });
  if (result.ok) return undefined;
  const message = result.errors.name;
  return message && en(message.key, message.params);
}

describe('save cart name (spec section 5)', () => {
  it('says the spec’s text for a name that is not alphanumeric', () => {
    expect(nameError('Spring-order')).toBe('Cart name can only be alpha numeric');
    expect(en('saveCart.nameAlphanumeric')).toBe('Cart name can only be alpha numeric');
  });

  it.each(['Spring2026', 'cart1', 'CART', '2026', '  padded  '])('accepts %j', (name) => {
    expect(nameError(name)).toBeUndefined();
  });

  it.each([
    'my-cart',
    'cart_1',
    'cart.1',
    'a/b',
    'a&b',
    '#1',
    'cart!',
    'emoji🛒',
    'tab\tname',
    'Spring order 2026',
    'Été2026',
  ])('refuses %j as not alphanumeric', (name) => {
    expect(nameError(name)).toBe('Cart name can only be alpha numeric');
  });

  it('is required (blank counts as empty)', () => {
    for (const name of ['', '   ', undefined, null, 42]) {
      expect(nameError(name), String(name)).toBe('Please enter a cart name');
    }
    expect(validateSaveCart(null)).toMatchObject({
      ok: false,
      errors: { name: { key: 'saveCart.nameRequired' } },
    });
  });

  it(`is at most ${CART_NAME_MAX_LENGTH} characters, after trimming`, () => {
    expect(CART_NAME_MAX_LENGTH).toBe(50);
    expect(nameError('a'.repeat(50))).toBeUndefined();
    expect(nameError(`  ${'a'.repeat(50)}  `)).toBeUndefined();
    expect(nameError('a'.repeat(51))).toBe('Cart name can be no more than 50 characters.');
  });

  it('sends the trimmed values', () => {
    expect(validateSaveCart({ name: '  MyCart ', description: ' For May ' })).toEqual({
      ok: true,
      values: { name: 'MyCart', description: 'For May' },
    });
  });
});

describe('save cart description (optional, characters-left counter)', () => {
  it('is optional', () => {
    expect(validateSaveCart({ name: 'Cart1' })).toEqual({ ok: true, values: { name: 'Cart1' } });
    expect(validateSaveCart({ name: 'Cart1', description: '' })).toMatchObject({ ok: true });
    expect(validateSaveCart({ name: 'Cart1', description: null })).toEqual({
      ok: true,
      values: { name: 'Cart1', description: '' },
    });
  });

  it(`is at most ${CART_DESCRIPTION_MAX_LENGTH} characters`, () => {
    expect(CART_DESCRIPTION_MAX_LENGTH).toBe(255);
    expect(validateSaveCart({ name: 'Cart1', description: 'x'.repeat(255) }).ok).toBe(true);
    const result = validateSaveCart({ name: 'Cart1', description: 'x'.repeat(256) });
    expect(result.ok).toBe(false);
    const message = !result.ok ? result.errors.description : undefined;
    expect(message && en(message.key, message.params)).toBe(
      'Description can be no more than 255 characters.',
    );
  });

  it('reports both fields at once, the first message per field', () => {
    const result = validateSaveCart({ name: '', description: 'x'.repeat(300) });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'saveCart.nameRequired', params: SAVE_CART_PARAMS },
        description: { key: 'saveCart.descriptionTooLong', params: SAVE_CART_PARAMS },
      },
    });
  });

  it('counts characters left, never below zero', () => {
    expect(charactersLeft(undefined)).toBe(255);
    expect(charactersLeft(null)).toBe(255);
    expect(charactersLeft('')).toBe(255);
    expect(charactersLeft('Hello')).toBe(250);
    expect(charactersLeft('x'.repeat(255))).toBe(0);
    expect(charactersLeft('x'.repeat(300))).toBe(0);
    const message = charactersLeftMessage('Hello');
    expect(en(message.key, message.params)).toBe('Characters left: 250');
  });
});

describe('the schema', () => {
  it('reports catalog keys as issue messages (for a form resolver)', () => {
    const result = v.safeParse(SaveCartSchema, { name: 'bad-name' });
    expect(result.issues?.[0]?.message).toBe('saveCart.nameAlphanumeric');
    const issues = v.safeParse(SaveCartSchema, { name: '', description: 'x'.repeat(300) }).issues;
    for (const issue of issues ?? []) {
      expect(Object.keys(cartMessages.en)).toContain(issue.message);
    }
  });

  it('agrees with the fake backend on every name', () => {
    const names = [
      'Spring2026',
      ' Spring2026 ',
      'Spring order 2026',
      'Été2026',
      'my-cart',
      'cart!',
      '',
      '   ',
      'a'.repeat(40),
      'a'.repeat(41),
      'a'.repeat(50),
      'a'.repeat(51),
    ];
    for (const name of names) {
      const cart = {} as Parameters<typeof saveCart>[0];
      let backendAccepts = true;
      try {
        saveCart(cart, name, null);
      } catch (error) {
        expect(error).toBeInstanceOf(CartOpError);
        backendAccepts = false;
      }
      expect(validateSaveCart({ name }).ok, name).toBe(backendAccepts);
    }
  });
});
