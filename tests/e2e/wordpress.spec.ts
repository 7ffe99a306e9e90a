import type { APIRequestContext, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { startWordPress, type WordPressSite } from '../wordpress/wordpress-server.mjs';
import {
  CLINICIAN,
  PRODUCTS,
  confirmation,
  enterNewCard,
  placeOrderButton,
  signInAtCheckout,
  solveCaptcha,
  walkToPayment,
} from './checkout';
import { FOOTER_CONTENT_FILE, NAV_CONTENT_FILE } from '../../src/api/content/content-files';
import { FOOTER_HTML_FILE } from '../../src/api/content/get-footer-content';
import { NAV_HTML_FILE } from '../../src/api/content/get-nav-content';
import { matchRoute } from '../../src/core/routes/route-patterns';
import { expect, header, test, widgetsReady } from './fixtures';
import {
  AUTHOR_PAGES,
  publishPage,
  restAs,
  savedContent,
  widgetBlock,
  type BuiltPage,
} from './wordpress-pages';

/**
 * The WordPress plugin on a real WordPress (Debian's 6.1 with its default block theme, started by
 * tests/wordpress/wordpress-server.mjs): the administrator configures it, an Author (no raw HTML
 * rights) builds the store's pages with its blocks through the REST API as the block editor does,
 * and a shopper uses them, with the widgets' files and the fake backend on the demo host, another
 * origin, as a CDN and a platform would be.
 */
const PLUGIN_ZIP = fileURLToPath(
  new URL('../../dist-wordpress/store-widgets.zip', import.meta.url),
);
const WP_PORT = Number(process.env.WP_PORT ?? 8089);

let site: WordPressSite;
let admin: APIRequestContext;
let author: APIRequestContext;
const built = new Map<string, BuiltPage>();
const pageOf = (slug: string) => built.get(slug)!;

type Answer = Awaited<ReturnType<APIRequestContext['post']>>;
/** The settings the administrator sent and the settings endpoint's answer. */
let savedSettings: { sent: Record<string, unknown>; answer: Answer };

/** The settings the administrator saves: the demo host as CDN and backend, the Author's pages. */
function pluginSettings(demo: string) {
  const routePages = Object.fromEntries(
    [...built.values()]
      .filter((page) => page.route && page.route !== 'product')
      .map((page) => [page.route, page.id]),
  );
  return {
    platformKey: 'demo-platform-key',
    apiBase: demo,
    contentBase: demo,
    storeBase: demo,
    authBase: `${demo}/auth`,
    host: 'www.assessments-demo.com',
    scriptUrl: `${demo}/widgets/store-widgets.js`,
    callbackPage: pageOf('signed-in').id,
    productPage: pageOf('product').id,
    routePages,
    extraConfig: JSON.stringify({
      mockFlags: true,
      flagsClientId: 'demo-client-side-id',
      flagsBaseUrl: `${demo}/ld`,
      flagsEventsUrl: `${demo}/ld/events`,
      flagsStreamUrl: `${demo}/ld/stream`,
      // The fake payment provider: the demo host under its other loopback name.
      paymentProviderUrl: demo.replace('localhost', '127.0.0.1') + '/pay',
    }),
  };
}

// Every test of a worker uses one site: WordPress with the plugin, the Author's pages (published
// as the block editor saves them), the administrator's settings. After a failure, the next
// worker builds its own.
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  const begun = Date.now();
  site = await startWordPress({ port: WP_PORT, pluginZip: PLUGIN_ZIP });
  admin = await restAs(site.url, site.admin);
  author = await restAs(site.url, site.author);
  for (const page of AUTHOR_PAGES) built.set(page.slug, await publishPage(author, page));
  const sent = pluginSettings(baseURL!);
  const answer = await admin.post('/wp-json/wp/v2/settings', {
    data: { store_widgets_settings: sent, show_on_front: 'page', page_on_front: pageOf('shop').id },
  });
  savedSettings = { sent, answer };
  // The front page's address is the site's root.
  pageOf('shop').path = '/';
  console.log(`WordPress set up in ${Date.now() - begun} ms`, site.times);
});

test.afterAll(async () => {
  await admin?.dispose();
  await author?.dispose();
  await site?.stop();
});

/** The widgets' tags in a page's HTML, in order. */
const tagsIn = (html: string) =>
  [...html.matchAll(/<(store-[a-z-]+)[\s>]/g)].map((match) => match[1]);

test('an Author builds the store pages with blocks; the administrator points the settings at them', async ({
  baseURL,
}) => {
  // What the Author saved is what the editor sent: kses left every block and attribute alone.
  for (const page of built.values()) expect(await savedContent(author, page.id)).toBe(page.content);

  expect(savedSettings.answer.ok(), await savedSettings.answer.text()).toBe(true);
  const answer = (await savedSettings.answer.json()) as { store_widgets_settings: unknown };
  expect(answer.store_widgets_settings).toEqual(savedSettings.sent);
  // The Author may build pages but not configure the plugin.
  const refused = await author.post('/wp-json/wp/v2/settings', {
    data: { store_widgets_settings: savedSettings.sent },
  });
  expect(refused.status()).toBe(403);

  // Each page renders the widgets' tags; the head has the style, configuration and loader once.
  for (const page of built.values()) {
    const response = await admin.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<body'));
    expect(tagsIn(body)).toEqual(
      expect.arrayContaining(['store-header', page.tag, 'store-footer']),
    );
    expect(html.match(/id="store-widgets-config"/g)).toHaveLength(1);
    expect(html.match(/id="store-widgets-reserved-space"/g)).toHaveLength(1);
    expect(html.match(/\/widgets\/store-widgets\.js/g)).toHaveLength(1);
    expect(body).not.toContain('store-widgets-config');
  }
  const head = await (await admin.get('/cart/')).text();
  const configText = /id="store-widgets-config">([^<]*)</.exec(head)?.[1] ?? '';
  expect(JSON.parse(configText)).toMatchObject({
    platformKey: 'demo-platform-key',
    apiBase: baseURL,
    authRedirectPath: '/signed-in/',
    routes: {
      home: '/',
      cart: '/cart/',
      checkout: '/checkout/',
      quickOrder: '/quick-order/',
      orderConfirmation: '/order-confirmation/{orderCode}/',
      product: '/p/{productCode}',
    },
  });
});

test('the Author’s attributes reach the page escaped, whatever they hold', async () => {
  const hostile = 'x" onmouseover="alert(1)';
  const draft = await publishPage(author, {
    slug: 'hostile',
    title: 'Hostile',
    tag: 'store-add-to-cart',
    content: widgetBlock('add-to-cart', { productCode: hostile }),
  });
  const html = await (await admin.get(draft.path)).text();
  expect(html).toContain(
    '<store-add-to-cart class="wp-block-store-widgets-add-to-cart" product-code="x&quot; onmouseover=&quot;alert(1)"></store-add-to-cart>',
  );
  expect(html).not.toContain('onmouseover="alert');
});

test('a block the Author made lazy carries the loader’s loading="lazy" on its tag', async () => {
  const draft = await publishPage(author, {
    slug: 'lazy',
    title: 'Lazy',
    tag: 'store-order-history',
    content: widgetBlock('order-history', { loading: 'lazy' }),
  });
  const html = await (await admin.get(draft.path)).text();
  expect(html).toContain(
    '<store-order-history class="wp-block-store-widgets-order-history" loading="lazy"></store-order-history>',
  );
});

test('in the block editor the Author sees each widget in author mode, with its attributes as controls', async ({
  page,
}) => {
  await page.goto(`${site.url}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill('author');
  await page.getByLabel('Password', { exact: true }).fill(site.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/wp-admin\//);
  await page.goto(`${site.url}/wp-admin/post.php?post=${pageOf('shop').id}&action=edit`);
  for (const tag of ['store-header', 'store-add-to-cart', 'store-footer']) {
    await expect(page.locator(`${tag} [data-author-preview="${tag}"]`)).toContainText(
      `Preview of <${tag}>: sample data`,
    );
  }
  // The add-to-cart block selected: its product code in the sidebar, as the Author set it.
  const welcome = page.getByRole('dialog', { name: /Welcome to the block editor/ });
  // A new user's first visit: the editor's welcome guide, closed as an Author would.
  await welcome.getByRole('button', { name: 'Close' }).click();
  await page.locator('[data-type="store-widgets/add-to-cart"]').click();
  await expect(page.getByLabel('product-code')).toHaveValue('0158242124');
});

/** The shopper's page at a desktop width, its widgets rendered, with nothing shown as text. */
async function open(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}${path}`);
  await widgetsReady(page);
  const text = await page.locator('body').innerText();
  for (const snippet of ['<store-', 'platformKey', 'store-widgets-config', 'wp:store-widgets'])
    expect(text).not.toContain(snippet);
}

const miniCartCount = (page: Page) => header(page).locator('store-mini-cart [part="count"]');

test('a shopper on the WordPress site: quick order, the mini-cart, the cart, the product page, the desktop header', async ({
  page,
  errors,
}) => {
  await open(page, pageOf('quick-order').path);
  // The header across the page at its desktop layout: the menu groups, not the phone's menu button.
  const headerBox = await header(page).boundingBox();
  expect(headerBox?.width).toBe(1280);
  await expect(header(page).getByRole('button', { name: 'Assessments & Solutions' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Menu' })).toBeHidden();

  const quickOrder = page.locator('store-quick-order');
  await expect(quickOrder.locator('[part="base"][data-state="ready"]')).toBeVisible();
  await quickOrder
    .getByLabel('ISBN or product code, row 1', { exact: true })
    .fill(PRODUCTS.ppvtForms.code);
  await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
  await expect(quickOrder.getByRole('status')).toContainText('Added 1 product to your cart.');
  await expect(miniCartCount(page)).toHaveText('1');

  await open(page, pageOf('cart').path);
  const cart = page.locator('store-cart');
  await expect(
    cart.locator(`li.entry[data-product-code="${PRODUCTS.ppvtForms.code}"]`),
  ).toContainText(PRODUCTS.ppvtForms.name);
  await expect(cart.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
    'href',
    '/checkout/',
  );

  // WordPress would read the digits as a page number: the plugin's rewrite serves the template.
  const product = await page.request.get(`${site.url}/p/${PRODUCTS.celfForms.code}`, {
    maxRedirects: 0,
  });
  expect(product.status()).toBe(200);
  await open(page, `/p/${PRODUCTS.celfForms.code}`);
  await expect(page).toHaveURL(`${site.url}/p/${PRODUCTS.celfForms.code}`);
  const addToCart = page.locator('store-add-to-cart');
  await addToCart.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addToCart.getByRole('status')).toHaveText('Added to your cart');
  await expect(miniCartCount(page)).toHaveText('2');
  expect(errors.pageErrors).toEqual([]);
  expect(errors.consoleErrors).toEqual([]);
});

/** Every link our widgets render (their shadow roots, nested ones too), as absolute URLs. */
function widgetLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const visit = (root: Document | ShadowRoot, inWidget: boolean) => {
      for (const element of root.querySelectorAll('*')) {
        if (inWidget && element instanceof HTMLAnchorElement && element.href)
          found.add(element.href);
        if (element.shadowRoot) visit(element.shadowRoot, true);
      }
    };
    visit(document, false);
    return [...found];
  });
}

/**
 * The links the site's CMS content gives the header and footer (its navigation and footer JSON
 * and their editable templates, on the demo host: src/mocks/db/seed-nav-content.ts), as paths or
 * in its markup: the content author's pages, which a real site's content names.
 */
async function contentLinks(request: APIRequestContext): Promise<Set<string>> {
  const links = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/')) links.add(value);
      // Links inside the content's own markup (the promotion strip's).
      for (const [, href] of value.matchAll(/href="(\/[^"]*)"/g)) links.add(href!);
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of [NAV_CONTENT_FILE, FOOTER_CONTENT_FILE, NAV_HTML_FILE, FOOTER_HTML_FILE]) {
    const response = await request.get(`/content/en-us/${file}`);
    expect(response.ok(), file).toBe(true);
    collect(file.endsWith('.json') ? await response.json() : await response.text());
  }
  return links;
}

/** The page a path on the site belongs to: its own, or the route page whose ids follow it. */
function builtPageOf(path: string): BuiltPage | undefined {
  if (/^\/p\/[^/]+$/.test(path)) return pageOf('product');
  return [...built.values()]
    .filter((page) => page.path === path || (page.path !== '/' && path.startsWith(page.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

test('every link the widgets render on the Author’s pages leads to a WordPress page with its widget', async ({
  page,
  request,
}) => {
  const links = new Set<string>();
  for (const slug of ['shop', 'quick-order', 'product', 'cart', 'checkout']) {
    await open(page, slug === 'product' ? `/p/${PRODUCTS.ppvtForms.code}` : pageOf(slug).path);
    for (const link of await widgetLinks(page)) links.add(link);
  }
  const content = await contentLinks(request);
  const routeLinks = [...links].filter((link) => {
    const url = new URL(link);
    // The content's own pages are its author's; a store route it names must work as the widgets' do.
    const contentPage = content.has(url.pathname + url.search) && !matchRoute(url.pathname);
    return url.origin === site.url && !contentPage;
  });
  expect(routeLinks.length, routeLinks.join('\n')).toBeGreaterThan(5);
  for (const link of routeLinks) {
    const target = builtPageOf(new URL(link).pathname);
    expect(target, `${link}: no page of the Author's`).toBeDefined();
    const response = await page.request.get(link);
    expect(response.status(), link).toBe(200);
    expect(tagsIn(await response.text()), link).toContain(target!.tag);
  }
});

test('sign in from the WordPress origin, check out, Place order, the confirmation on the site', async ({
  page,
  request,
  errors,
}) => {
  // The identity server accepts only registered redirect URIs: the site's callback page.
  const registered = await request.post('/__mock/identity/redirect-uris', {
    data: { uri: `${site.url}${pageOf('signed-in').path}` },
  });
  expect(registered.ok()).toBe(true);

  await open(page, `/p/${PRODUCTS.ppvtForms.code}`);
  const addToCart = page.locator('store-add-to-cart');
  await addToCart.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addToCart.getByRole('status')).toHaveText('Added to your cart');
  await open(page, pageOf('cart').path);
  await page.locator('store-cart').getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site.url}/checkout/`));
  await signInAtCheckout(page, CLINICIAN);
  await walkToPayment(page);
  await enterNewCard(page, { number: '4242 4242 4242 4242' });
  await solveCaptcha(page);
  await placeOrderButton(page).click();
  await expect(
    confirmation(page).getByRole('heading', { name: 'Thank you for your order' }),
  ).toBeVisible();
  const code = await confirmation(page).getAttribute('data-order-code');
  expect(code).toMatch(/^W\d{8}$/);
  await expect(page).toHaveURL(`${site.url}/order-confirmation/${code}/`);

  // The confirmation's own address is the site's page, and shows the order.
  await open(page, `/order-confirmation/${code}/`);
  await expect(page.locator('store-order-confirmation')).toContainText(code!);
  expect(errors.pageErrors).toEqual([]);
});
