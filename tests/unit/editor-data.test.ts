import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vscodeData, webTypes } from '../../scripts/build/custom-elements/editor-data.mjs';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
import { manifestElements } from '../../scripts/build/custom-elements/typings.mjs';

/**
 * The editor data the package ships (scripts/build/package/build.mjs writes it from the manifest): what
 * VS Code and JetBrains' IDEs offer an integrator typing our tags must be every tag, with every
 * attribute, the values a fixed-choice attribute takes, and (JetBrains) the events and tokens.
 */
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
const elements = manifestElements(manifest);
const attributesOf = new Map(
  elements.map((element) => [element.tagName, (element.attributes ?? []).map((a) => a.name)]),
);

describe('VS Code custom HTML data', () => {
  const data = vscodeData(manifest);

  it('lists every tag with each of its attributes, described', () => {
    expect(data.version).toBe(1.1);
    expect(new Map(data.tags.map((tag) => [tag.name, tag.attributes.map((a) => a.name)]))).toEqual(
      attributesOf,
    );
    expect(data.tags.filter((tag) => !tag.description)).toEqual([]);
    expect(data.tags.flatMap((tag) => tag.attributes.filter((a) => !a.description))).toEqual([]);
  });

  it('offers the values of a fixed-choice attribute, and a boolean one without a value', () => {
    const addToCart = data.tags.find((tag) => tag.name === 'store-add-to-cart');
    expect(addToCart?.attributes.find((a) => a.name === 'product-code')?.values).toBeUndefined();
    const myAccount = data.tags.find((tag) => tag.name === 'store-my-account');
    const showTitle = myAccount?.attributes.find((a) => a.name === 'show-title');
    expect(showTitle?.values).toBeUndefined();
    expect(showTitle).toMatchObject({ valueSet: 'v' });
    const choices = elements.flatMap((element) =>
      (element.attributes ?? [])
        .filter((a) => /^'[^']*'( \| '[^']*')*$/.test(a.type?.text ?? ''))
        .map((a) => [element.tagName, a.name, a.type!.text] as const),
    );
    for (const [tag, name, type] of choices) {
      const values = data.tags
        .find((t) => t.name === tag)
        ?.attributes.find((a) => a.name === name)
        ?.values?.map((value) => `'${value.name}'`)
        .join(' | ');
      expect(values, `${tag} ${name}`).toBe(type);
    }
  });
});

describe('JetBrains web-types', () => {
  const data = webTypes(manifest, { name: '@assessments/store-widgets', version: '0.1.0' });
  const html = data.contributions.html.elements;

  it('lists every tag with its attributes, events, parts and theming tokens', () => {
    expect(data).toMatchObject({ name: '@assessments/store-widgets', version: '0.1.0' });
    expect(
      new Map(html.map((element) => [element.name, element.attributes.map((a) => a.name)])),
    ).toEqual(attributesOf);
    for (const element of elements) {
      const entry = html.find((e) => e.name === element.tagName)!;
      expect(entry.js.events.map((e) => e.name)).toEqual((element.events ?? []).map((e) => e.name));
      expect(entry.css.parts.map((p) => p.name)).toEqual(
        (element.cssParts ?? []).map((p) => p.name),
      );
      expect(entry.css.properties.map((p) => p.name)).toEqual(
        (element.cssProperties ?? []).map((p) => p.name),
      );
    }
    const quickOrder = html.find((e) => e.name === 'store-quick-order');
    expect(quickOrder?.css.properties.map((p) => p.name)).toContain('--store-color-brand');
  });

  it('types each attribute as the typings do', () => {
    const addToCart = html.find((e) => e.name === 'store-add-to-cart');
    const errorPage = html.find((e) => e.name === 'store-error-page');
    expect(errorPage?.attributes.find((a) => a.name === 'code')?.value.type).toBe(
      'number | `${number}`',
    );
    expect(addToCart?.attributes.find((a) => a.name === 'product-code')?.value.type).toBe('string');
  });
});
