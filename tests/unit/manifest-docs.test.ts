import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
import {
  manifestArgTypes,
  manifestDescription,
  manifestDocs,
} from '../../src/testing/manifest-docs';

/** Storybook's autodocs from custom-elements.json (src/testing/manifest-docs.ts). */
const manifest: Manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const addToCart = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .find((element) => element.tagName === 'store-add-to-cart')!;

describe("a widget's docs page from the manifest", () => {
  it("describes each element with the manifest's summary and description", () => {
    const text = manifestDescription(['store-add-to-cart']);
    expect(text).toContain('### `<store-add-to-cart>`');
    expect(text).toContain(`**${addToCart.summary}**`);
    expect(text).toContain(addToCart.description);
    expect(manifestDocs(['store-add-to-cart']).parameters.storeTags).toEqual(['store-add-to-cart']);
    expect(() => manifestDescription(['store-nothing'])).toThrow('not in custom-elements.json');
  });

  it("makes the attributes the table's rows, keeping the story's controls for its args", () => {
    const rows = manifestArgTypes(['store-add-to-cart'], {
      productCode: { control: 'text', description: 'The story says so.' },
      locale: { control: 'select', options: ['en-us'] },
    });
    const [productCode, quantity] = addToCart.attributes!;
    expect(rows.productCode).toMatchObject({
      name: 'product-code',
      description: productCode!.description,
      control: 'text',
      table: { category: 'attributes', type: { summary: 'string' } },
    });
    expect(rows.quantity).toMatchObject({
      name: 'quantity',
      description: quantity!.description,
      control: false,
    });
    expect(rows.locale).toMatchObject({ control: 'select', table: { category: 'story controls' } });
    expect(rows['store-add-to-cart:events:store-cart-updated']).toMatchObject({
      name: 'store-cart-updated',
      table: { category: 'events', type: { summary: expect.stringMatching(/^\{ tag: string;/) } },
    });
    expect(rows['store-add-to-cart:cssProperties:--store-add-to-cart-reserved']).toMatchObject({
      table: { category: 'CSS custom properties', defaultValue: { summary: '96px' } },
    });
    expect(rows['store-add-to-cart:cssParts:base']?.table?.category).toBe('CSS parts');
  });

  it('names the element in each category when a file shows several; a shared attribute is the first one’s arg', () => {
    const rows = manifestArgTypes(['store-order-details', 'store-saved-cart-details'], {
      cartHref: { control: 'text' },
    });
    expect(rows.cartHref).toMatchObject({
      control: 'text',
      table: { category: 'attributes of <store-order-details>' },
    });
    expect(rows['store-saved-cart-details:cartHref']).toMatchObject({
      name: 'cart-href',
      control: false,
      table: { category: 'attributes of <store-saved-cart-details>' },
    });
    expect(rows.orderCode?.name).toBe('order-code');
  });

  it('leaves a file that documents no element as it is', () => {
    const argTypes = { locale: { control: 'select' as const } };
    expect(manifestArgTypes([], argTypes)).toBe(argTypes);
  });
});
