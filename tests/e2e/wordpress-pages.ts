import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { RouteName } from '../../src/core/routes/route-patterns';
import { expect } from './fixtures';

/**
 * The store's pages on WordPress as an Author builds them in the block editor (the editor saves
 * through the REST API: POST /wp-json/wp/v2/pages with the blocks' markup), and the administrator's
 * settings for the plugin. Used by wordpress.spec.ts.
 */

/** A widget's block as the editor serializes it: the comment and its attributes, nothing else. */
export function widgetBlock(name: string, attributes: Record<string, unknown> = {}): string {
  const json = Object.keys(attributes).length > 0 ? ` ${JSON.stringify(attributes)} ` : ' ';
  return `<!-- wp:store-widgets/${name}${json}/-->`;
}

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

/** A store page: the header and footer across the page (full width), the content between. */
const storePage = (...content: string[]) =>
  [
    widgetBlock('header', { align: 'full' }),
    ...content,
    widgetBlock('footer', { align: 'full' }),
  ].join('\n\n');

export interface AuthorPage {
  slug: string;
  title: string;
  content: string;
  /** The widget that makes it this page: what a link to it must find there. */
  tag: string;
  /** The route the administrator points at it (`product`: the product template). */
  route?: RouteName;
}

export const AUTHOR_PAGES: AuthorPage[] = [
  {
    slug: 'shop',
    title: 'Shop',
    route: 'home',
    tag: 'store-add-to-cart',
    content: storePage(
      paragraph('Welcome to our shop.'),
      widgetBlock('add-to-cart', { productCode: '0158242124' }),
    ),
  },
  {
    slug: 'quick-order',
    title: 'Quick order',
    route: 'quickOrder',
    tag: 'store-quick-order',
    content: storePage(widgetBlock('quick-order', { align: 'wide' })),
  },
  {
    slug: 'product',
    title: 'Product',
    route: 'product',
    tag: 'store-add-to-cart',
    content: storePage(
      paragraph('Product details, written by an author.'),
      widgetBlock('add-to-cart'),
    ),
  },
  {
    slug: 'cart',
    title: 'Cart',
    route: 'cart',
    tag: 'store-cart',
    content: storePage(
      widgetBlock('cart', {
        checkoutHref: '/checkout/',
        quickOrderHref: '/quick-order/',
        align: 'wide',
      }),
    ),
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    route: 'checkout',
    tag: 'store-checkout',
    content: storePage(widgetBlock('checkout', { cartHref: '/cart/', align: 'wide' })),
  },
  {
    slug: 'order-confirmation',
    title: 'Order confirmation',
    route: 'orderConfirmation',
    tag: 'store-order-confirmation',
    content: storePage(widgetBlock('order-confirmation', { align: 'wide' })),
  },
  {
    slug: 'my-account',
    title: 'My account',
    route: 'accountRoot',
    tag: 'store-my-account',
    content: storePage(widgetBlock('my-account', { showTitle: true, align: 'wide' })),
  },
  {
    slug: 'order-status',
    title: 'Order status',
    route: 'orderStatus',
    tag: 'store-order-status',
    content: storePage(widgetBlock('order-status')),
  },
  {
    slug: 'invoices',
    title: 'Invoices',
    route: 'invoices',
    tag: 'store-invoices',
    content: storePage(widgetBlock('invoices', { align: 'wide' })),
  },
  {
    slug: 'contact-us',
    title: 'Contact us',
    route: 'contactUs',
    tag: 'store-header',
    content: storePage(paragraph('Call us on weekdays.')),
  },
  {
    slug: 'offices',
    title: 'Our offices',
    route: 'internationalContacts',
    tag: 'store-header',
    content: storePage(paragraph('Our offices around the world.')),
  },
  {
    slug: 'sign-in',
    title: 'Sign in',
    route: 'login',
    tag: 'store-header',
    content: storePage(paragraph('Sign in with the button at the top of the page.')),
  },
  {
    // The one callback page registered at the identity server for every sign-in.
    slug: 'signed-in',
    title: 'Signing you in',
    tag: 'store-header',
    content: storePage(paragraph('Signing you in…')),
  },
];

/** A REST client of the WordPress site as one user (`user:application password`). */
export function restAs(baseURL: string, credentials: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
  });
}

export interface BuiltPage extends AuthorPage {
  id: number;
  /** Its path on the site (`/cart/`). */
  path: string;
}

/** The Author publishes a page as the block editor saves it. */
export async function publishPage(rest: APIRequestContext, page: AuthorPage): Promise<BuiltPage> {
  const response = await rest.post('/wp-json/wp/v2/pages', {
    data: { title: page.title, slug: page.slug, status: 'publish', content: page.content },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, link } = (await response.json()) as { id: number; link: string };
  return { ...page, id, path: new URL(link).pathname };
}

/** The page content as saved, as the editor reads it back (`context=edit`). */
export async function savedContent(rest: APIRequestContext, id: number): Promise<string> {
  const response = await rest.get(`/wp-json/wp/v2/pages/${id}?context=edit`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: { raw: string } }).content.raw;
}
