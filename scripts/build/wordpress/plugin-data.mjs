/**
 * The WordPress plugin's generated data (its `generated/*.json`), made from the widgets' manifest
 * and the store's route table at build time, so the blocks and the settings page cannot drift from
 * the widgets they stand for.
 */
import { isStringLiterals } from '../custom-elements/string-literals.mjs';
import { manifestElements } from '../custom-elements/typings.mjs';

/** The block namespace: `store-widgets/quick-order` for `<store-quick-order>`. */
export const BLOCK_NAMESPACE = 'store-widgets';

/**
 * Route parameters the widgets take from the page's regional site rather than from the address
 * (site, language, locale, the checkout's prefix): a site's page for the route carries none.
 */
export const CONTEXT_PARAMS = ['site', 'lang', 'locale', 'x'];

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** `quick-order` → `Quick order`, `orderDetails` → `Order details`. */
const label = (words) => words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();

/** The block control of an attribute's type: a toggle, a number, a choice or a text field. */
export function attributeControl(type) {
  if (type === 'boolean') return { control: 'boolean' };
  if (type === 'number') return { control: 'number' };
  if (isStringLiterals(type)) {
    return { control: 'enum', values: [...type.matchAll(/'([^']*)'/g)].map((match) => match[1]) };
  }
  return { control: 'text' };
}

/**
 * The loader's own attribute, on every widget's tag (docs/authoring.md, "Widgets below the fold"):
 * not a widget's property, so not in the manifest's attributes; a block far down a page offers it.
 */
const LOADING_ATTRIBUTE = {
  name: 'loading',
  key: 'loading',
  description:
    'lazy: the widget’s code loads once it shows in the window or at the shopper’s first scroll, key or press. For widgets below the fold.',
  control: 'enum',
  values: ['lazy'],
};

/** Every widget as a block: its tag, block name, title, description and attributes. */
export function widgetBlocks(manifest) {
  return manifestElements(manifest).map((element) => {
    const name = element.tagName.replace(/^store-/, '');
    return {
      tag: element.tagName,
      block: `${BLOCK_NAMESPACE}/${name}`,
      title: label(name.replace(/-/g, ' ')),
      description: element.summary ?? '',
      attributes: (element.attributes ?? [])
        .map((attribute) => ({
          name: attribute.name,
          key: camelCase(attribute.name),
          description: attribute.description ?? '',
          ...attributeControl(attribute.type?.text ?? 'string'),
        }))
        .concat(LOADING_ATTRIBUTE),
    };
  });
}

/** Every route (ROUTE_PATTERNS' order) with the ids its address carries (`:orderId` → orderId). */
export function siteRoutes(patterns) {
  return Object.entries(patterns).map(([name, pattern]) => ({
    name,
    label: label(name.replace(/([A-Z])/g, ' $1')),
    params: [...pattern.matchAll(/:([a-zA-Z]+)/g)]
      .map((match) => match[1])
      .filter((param) => !CONTEXT_PARAMS.includes(param)),
  }));
}
