import { readFileSync } from 'node:fs';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../scripts/build/custom-elements/manifest.mjs';
import { manifestElements } from '../../scripts/build/custom-elements/typings.mjs';
import {
  attributeControl,
  siteRoutes,
  widgetBlocks,
} from '../../scripts/build/wordpress/plugin-data.mjs';
import { zipFiles } from '../../scripts/build/wordpress/zip.mjs';
import { ROUTE_PATTERNS } from '../../src/core/routes/route-patterns';

/**
 * The WordPress plugin's generated data (scripts/build/wordpress/build-plugin.mjs): a block for every
 * widget with every attribute as a control, every route of the store with the ids its address
 * carries, and the zip an administrator uploads.
 */
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;

describe('the blocks', () => {
  const blocks = widgetBlocks(manifest);

  it("one block per widget, named after its tag, with every attribute of the manifest and the loader's loading", () => {
    const elements = manifestElements(manifest);
    expect(blocks.map((block) => block.tag)).toEqual(elements.map((element) => element.tagName));
    for (const [index, element] of elements.entries()) {
      expect(blocks[index]!.block).toBe(`store-widgets/${element.tagName.slice('store-'.length)}`);
      expect(blocks[index]!.attributes.map((attribute) => attribute.name)).toEqual([
        ...(element.attributes ?? []).map((attribute) => attribute.name),
        'loading',
      ]);
      expect(blocks[index]!.attributes.at(-1)).toMatchObject({ control: 'enum', values: ['lazy'] });
    }
    expect(blocks.filter((block) => !block.title || !block.description)).toEqual([]);
  });

  it('controls by type: text, number, toggle, and a choice of the literal values', () => {
    const byTag = new Map(blocks.map((block) => [block.tag, block]));
    expect(byTag.get('store-add-to-cart')!.attributes[0]).toMatchObject({
      name: 'product-code',
      key: 'productCode',
      control: 'text',
    });
    expect(byTag.get('store-error-page')!.attributes[0]).toMatchObject({ control: 'number' });
    expect(byTag.get('store-my-account')!.attributes[0]).toMatchObject({
      key: 'showTitle',
      control: 'boolean',
    });
    expect(byTag.get('store-qualifications')!.attributes[0]).toEqual(
      expect.objectContaining({
        control: 'enum',
        values: ['degree', 'license', 'organisation', 'accredited-institution'],
      }),
    );
    expect(attributeControl('string')).toEqual({ control: 'text' });
  });
});

describe('the routes', () => {
  it('every route of the store, with only the ids of its address (not the site or language)', () => {
    const routes = siteRoutes(ROUTE_PATTERNS);
    expect(routes.map((route) => route.name)).toEqual(Object.keys(ROUTE_PATTERNS));
    const byName = new Map(routes.map((route) => [route.name, route]));
    expect(byName.get('quickOrder')).toEqual({
      name: 'quickOrder',
      label: 'Quick order',
      params: [],
    });
    expect(byName.get('product')!.params).toEqual(['productCode']);
    expect(byName.get('orderDetails')!.params).toEqual(['orderId']);
    expect(byName.get('editQualification')!.params).toEqual(['type', 'qualificationId']);
    expect(byName.get('checkout')!.params).toEqual([]);
  });
});

describe('the zip', () => {
  const files = [
    { name: 'plugin/readme.txt', data: Buffer.from('Hello, WordPress. '.repeat(50)) },
    { name: 'plugin/generated/données.json', data: Buffer.from('{"a":1}\n') },
    { name: 'plugin/empty.txt', data: Buffer.alloc(0) },
  ];
  const zip = zipFiles(files);

  it('holds each file deflated, named in UTF-8, readable back', () => {
    let offset = 0;
    const read: { name: string; data: Buffer }[] = [];
    while (zip.readUInt32LE(offset) === 0x04034b50) {
      const size = zip.readUInt32LE(offset + 18);
      const nameLength = zip.readUInt16LE(offset + 26);
      const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
      const start = offset + 30 + nameLength;
      const data = inflateRawSync(zip.subarray(start, start + size));
      // The checksum readers verify, and the UTF-8 name flag.
      expect(zip.readUInt32LE(offset + 14)).toBe(crc32(data));
      expect(zip.readUInt16LE(offset + 6)).toBe(0x0800);
      read.push({ name, data });
      offset = start + size;
    }
    expect(read).toEqual(files);
    // The end record counts them and points at the central directory, right after the files.
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(files.length);
    expect(zip.readUInt32LE(end + 16)).toBe(offset);
  });

  it('is the same bytes every build (fixed dates)', () => {
    expect(zipFiles(files).equals(zip)).toBe(true);
  });
});
