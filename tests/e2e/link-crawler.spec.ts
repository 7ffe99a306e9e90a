import type { APIRequestContext, Page } from '@playwright/test';
import { WP_ROUTES, wpRouteOf } from '../../demo-host/wp-routes.mjs';
import { loadWidgetFacts } from '../../scripts/build/widget-facts.mjs';
import { ROUTE_PATTERNS } from '../../src/core/routes/route-patterns';
import { SEED_NAV_CONTENT, SEED_NAV_HTML } from '../../src/mocks/db/seed-nav-content';
import {
  matchTemplate,
  pageUrl,
  routeParamNames,
  type RouteName,
} from '../../src/core/routes/route-table';
import { accountMenu, accountTrigger, signIn } from './account';
import { expect, header, test } from './fixtures';
import { scrollTowardLazyWidgets } from './lazy-widgets';

/**
 * Every demo page, signed out and signed in: every same-origin link that one of our widgets
 * renders (in any shadow root; the header's menus, the mini-cart and the account menu opened) must
 * lead to a page that answers 200.
 * Links from CMS content (navigation and footer JSON) may land on the generic content page.
 */
/** The district buyer: an organisation account at home on the US site. */
const DISTRICT = {
  username: 'district@example.com',
  password: 'District!2026',
  name: 'Maria Álvarez',
};

/** A sample value for each route parameter. */
const SAMPLES: Record<string, string> = {
  site: 'usassessments',
  lang: 'en',
  orderId: 'W0001001',
  cartId: '00001001',
  addressId: 'a-1',
  quoteId: 'Q-1001',
  type: 'degree',
  qualificationId: '1',
  x: 'store',
  productCode: '0158241926',
  locale: 'en-us',
  invoiceId: 'INV-1001',
  orderCode: 'W10000001',
  code: '500',
};

const DEMO_PAGES = [
  '/embed/quick-order.html',
  '/footer-only.html',
  '/many-widgets.html',
  '/hostile-globals.html',
  '/narrow-column.html',
  '/content-slots.html',
  '/content-slots-checkout.html',
  '/actions.html',
  '/demo/compose.html',
  '/?site=fr-ca',
];

/** The widgets' demo pages at an address of their own, not a route's (their facts). */
const WIDGET_PAGES = Object.values(await loadWidgetFacts()).flatMap(({ demo }) =>
  demo.page && !demo.page.route ? [demo.path] : [],
);

const PAGES = [
  ...Object.values(ROUTE_PATTERNS).map((pattern) =>
    pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => SAMPLES[name] ?? name),
  ),
  ...DEMO_PAGES,
  ...WIDGET_PAGES,
];

/** Same-origin hrefs of every link inside our widgets' shadow roots (nested ones too). */
function widgetLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const visit = (root: Document | ShadowRoot, inWidget: boolean) => {
      for (const element of root.querySelectorAll('*')) {
        if (inWidget && element instanceof HTMLAnchorElement && element.href) {
          const url = new URL(element.href);
          if (url.origin === location.origin) found.add(url.pathname + url.search);
        }
        if (element.shadowRoot) visit(element.shadowRoot, true);
      }
    };
    visit(document, false);
    return [...found];
  });
}

/** Waits until every widget on the page has rendered past its loading state (and redirects). */
async function settled(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        // Scrolled as a reader would, so the widgets made lazy load too.
        scrollTowardLazyWidgets(page)
          .then(() =>
            page.evaluate(() => {
              const pending: string[] = [];
              const visit = (root: Document | ShadowRoot) => {
                for (const element of root.querySelectorAll('*')) {
                  if (
                    element.localName.startsWith('store-') &&
                    !element.shadowRoot?.firstElementChild
                  )
                    pending.push(element.localName);
                  // The header and footer loading their content, the checkout reading the cart (it
                  // decides only then whether to stay or to move on to the cart page), and the
                  // order, quote and invoice pages reading theirs (one that is not there leaves
                  // for the error page).
                  const state = element.getAttribute('data-state');
                  const host = root instanceof ShadowRoot ? root.host.localName : '';
                  if (
                    state === 'loading' &&
                    (/^(header|footer)$/.test(element.localName) ||
                      /^store-(checkout|order-details|quote-details|invoice-(payment|confirmation))$/.test(
                        host,
                      ))
                  )
                    pending.push(element.localName);
                  // The checkout with nothing to check out is on its way to the cart page; a page
                  // whose order, quote or invoice is not there, to the error page.
                  if (state === 'redirecting') pending.push('redirecting');
                  if (element.shadowRoot) visit(element.shadowRoot);
                }
              };
              visit(document);
              return pending;
            }),
          )
          // A page that moved on (that redirect) is asked again once the next one is there.
          .catch(() => ['navigating']),
      { message: path },
    )
    .toEqual([]);
}

/**
 * The payment cards ask a signed-in shopper to confirm who they are (the account menu's dialog), once the
 * cards are asked for (later than the page settles on a slow machine): it is declined first, or it
 * would open over the popovers below and close them.
 */
async function declineStepUp(page: Page): Promise<void> {
  const dialog = accountMenu(page).getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('store-payment-cards [part="base"]')).toHaveAttribute(
    'data-state',
    'error',
  );
}

/**
 * Opens each of the header's menus, whose links render only while open: once for each set of
 * menus (a site's navigation content), not on every page that shows the same one.
 */
async function openMenus(page: Page, seenMenus: Set<string>): Promise<string[]> {
  const triggers = header(page).locator('.menu-trigger');
  const titles = (await triggers.allTextContents()).join('|');
  if (seenMenus.has(titles)) return [];
  seenMenus.add(titles);
  const links: string[] = [];
  // A header narrower than the desktop menus (a page's narrow column) keeps its groups in the
  // menu button's panel: opened first, closed last.
  const menuButton = header(page).locator('.menu-button');
  const narrow = await menuButton.isVisible();
  if (narrow) await menuButton.click();
  for (let i = 0; i < (await triggers.count()); i += 1) {
    await triggers.nth(i).click();
    await expect(header(page).locator('.menu-panel:not([hidden]) a').first()).toBeVisible();
    links.push(...(await widgetLinks(page)));
  }
  await page.keyboard.press('Escape');
  if (narrow) await menuButton.click();
  await expect(header(page).locator('.menu-panel:not([hidden])')).toHaveCount(0);
  return links;
}

/**
 * Opens the header's menus, its mini-cart panel and (signed in) the account menu, whose links
 * render then.
 */
async function openPopovers(
  page: Page,
  signedIn: boolean,
  seenMenus: Set<string>,
): Promise<string[]> {
  if ((await header(page).count()) === 0) return [];
  const links: string[] = await openMenus(page, seenMenus);
  // The mini-cart's one button (its name is in the page's language).
  await page.locator('store-mini-cart').first().getByRole('button').click();
  await expect(page.locator('store-mini-cart').first().getByRole('dialog')).toBeVisible();
  links.push(...(await widgetLinks(page)));
  await page.keyboard.press('Escape');
  if (signedIn) {
    // The initials button (its name is in the page's language).
    await accountMenu(page).locator('[part="trigger"]').click();
    await expect(accountMenu(page).getByRole('menu')).toBeVisible();
    links.push(...(await widgetLinks(page)));
    await page.keyboard.press('Escape');
  }
  return links;
}

async function followAll(
  request: APIRequestContext,
  hrefs: Iterable<string>,
  checked: Map<string, number>,
) {
  for (const href of hrefs) {
    if (checked.has(href)) continue;
    const response = await request.get(href, { maxRedirects: 5 });
    checked.set(href, response.status());
  }
}

/**
 * Goes to a page, until its answer only: the checkout with an empty cart moves on to the cart page
 * by itself, sometimes before its load event, and `settled` waits for whichever page is there.
 * Once in a full run that move left Chromium's navigation to the next page never committing (the
 * test timed out on it): such a navigation is given 15 s, then asked for once more. In between,
 * the tab goes to a blank page: asking for the same URL straight away once failed with "navigation
 * interrupted by another navigation to the same URL", the stuck one still pending.
 */
async function open(page: Page, path: string) {
  try {
    return await page.goto(path, { waitUntil: 'commit', timeout: 15_000 });
  } catch {
    await page.goto('about:blank');
    return page.goto(path, { waitUntil: 'commit' });
  }
}

async function crawl(
  page: Page,
  request: APIRequestContext,
  signedIn: boolean,
  pages: readonly string[] = PAGES,
) {
  const checked = new Map<string, number>();
  const linksByPage = new Map<string, string[]>();
  const seenMenus = new Set<string>();
  for (const path of pages) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(200);
    await settled(page, path);
    if (signedIn && /\/payment-cards\/?$/.test(path)) await declineStepUp(page);
    const links = [
      ...(await widgetLinks(page)),
      ...(await openPopovers(page, signedIn, seenMenus)),
    ];
    linksByPage.set(path, links);
    await followAll(request, links, checked);
  }
  const broken = [...checked].filter(([, status]) => status !== 200);
  expect(broken, JSON.stringify(broken)).toEqual([]);
  return { checked, linksByPage };
}

test.describe('every link our widgets render leads to a page', () => {
  // Signed out and signed in side by side, one in each worker (each its own backend).
  test.describe.configure({ mode: 'parallel' });
  // Every demo page, each settled, its popovers opened and its links fetched: minutes on a loaded
  // 2-core machine with another worker beside it.
  test.setTimeout(180_000);

  test('signed out', async ({ page, request }) => {
    const { checked } = await crawl(page, request, false);
    // The crawl saw the header's (its menus' too), the footer's and the cart widgets' links.
    expect([...checked.keys()]).toEqual(
      expect.arrayContaining([
        '/professional-assessments/research/validity-studies.html',
        '/store/usassessments/en/quickOrder',
        '/cart',
        '/contact-us.html',
        '/store/caassessments/fr/order-status',
      ]),
    );
  });

  test('signed in, with the account menu open', async ({ page, request }) => {
    await page.goto('/');
    await signIn(page, DISTRICT);
    await expect(accountTrigger(page, DISTRICT.name)).toBeVisible();
    const { checked } = await crawl(page, request, true);
    const account = '/store/usassessments/en/my-account';
    expect([...checked.keys()]).toEqual(
      expect.arrayContaining([
        `${account}/order-history`,
        `${account}/quotes`,
        `${account}/saved-carts`,
        `${account}/profile-details`,
        `${account}/qualifications`,
        `${account}/accounts`,
        `${account}/addresses`,
        `${account}/preferences`,
        `${account}/payment-cards`,
      ]),
    );
  });
});

/**
 * The WordPress-like page set (demo-host/wp-routes.mjs): the same widgets on a site with its own
 * route table, served under /wp/ with that table in the configuration. Every link a widget renders
 * there must be a page of that set (or a CMS content page of the navigation), answer 200, and
 * each page with an id in its address must show that id's thing.
 */
const WP_PAGES = Object.values(WP_ROUTES).map((template) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(SAMPLES[name] ?? name)),
);

/** The WordPress-like route a link is, if any. */
function wpRoute(href: string) {
  const address = pageUrl(href);
  return address && wpRouteOf(address, matchTemplate, routeParamNames);
}

/**
 * The links the CMS's navigation content names (the fake content backend's, the same on every
 * page set): the CMS's own links, which a WordPress site writes for its own pages. They must
 * answer 200 too, but are not the route table's.
 */
const CONTENT_LINKS = new Set(
  JSON.stringify([SEED_NAV_CONTENT, SEED_NAV_HTML]).match(/\/[\w.-][\w./-]*/g),
);

/** Links that are no page of the set: not under /wp/, and not a CMS content link. */
function outsideTheSet(hrefs: Iterable<string>): string[] {
  return [...hrefs].filter(
    (href) =>
      !(href.startsWith('/wp/') && wpRoute(href)) &&
      !/^\/[^?]*\.html$/.test(href) &&
      !CONTENT_LINKS.has(href),
  );
}

/** The first link in a widget that is the given route's page, once the widget has rendered it. */
async function linkTo(page: Page, widget: string, route: RouteName): Promise<string> {
  const find = async () =>
    (
      await page
        .locator(`${widget} a`)
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    ).find((href) => wpRoute(href)?.name === route);
  await expect.poll(find, { message: `${widget}: a link to ${route}` }).toBeDefined();
  return (await find()) ?? '';
}

test.describe('the WordPress-like page set: every link leads to a page of the set', () => {
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(180_000);

  test('signed out', async ({ page, request }) => {
    const { checked } = await crawl(page, request, false, WP_PAGES);
    expect(outsideTheSet(checked.keys())).toEqual([]);
    expect([...checked.keys()]).toEqual(
      expect.arrayContaining(['/wp/quick-order/', '/wp/cart/', '/wp/contact/', '/wp/offices/']),
    );
    // The product page's widget reads the code from the query: the product, not "unavailable".
    await page.goto('/wp/product/?code=0158241926');
    await expect(page.locator('store-add-to-cart [part="base"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
  });

  test('signed in: account pages, and the pages with an id in their address', async ({
    page,
    request,
  }) => {
    await page.goto('/wp/');
    await signIn(page, DISTRICT);
    await expect(accountTrigger(page, DISTRICT.name)).toBeVisible();
    const { checked } = await crawl(page, request, true, WP_PAGES);
    expect(outsideTheSet(checked.keys())).toEqual([]);
    expect([...checked.keys()]).toEqual(
      expect.arrayContaining([
        '/wp/my-account/orders/',
        '/wp/my-account/quotes/',
        '/wp/my-account/saved-carts/',
        '/wp/my-account/addresses/',
        '/wp/my-account/qualifications/',
      ]),
    );

    // The order history links to /wp/my-account/orders/{id}/, whose widget shows that order.
    await page.goto('/wp/my-account/orders/');
    const order = await linkTo(page, 'store-order-history', 'orderDetails');
    await page.goto(order);
    const details = page.locator('store-order-details [part="base"]');
    await expect(details).toHaveAttribute('data-state', 'loaded');
    await expect(details).toContainText(wpRoute(order)?.params.orderId ?? '-');

    // The quote list links to /wp/my-account/quotes/{id}/, whose widget shows that quote.
    await page.goto('/wp/my-account/quotes/');
    const quote = await linkTo(page, 'store-quotes', 'quote');
    await page.goto(quote);
    const quoteDetails = page.locator('store-quote-details [part="base"]');
    await expect(quoteDetails).toHaveAttribute('data-state', 'loaded');
    await expect(quoteDetails).toContainText(wpRoute(quote)?.params.quoteId ?? '-');

    // The address book's edit link carries the id in the query; the form shows that address.
    await page.goto('/wp/my-account/addresses/');
    const edit = await linkTo(page, 'store-address-book', 'editAddress');
    await page.goto(edit);
    await expect(page.locator('store-address-form-page [part="base"]')).toHaveAttribute(
      'data-state',
      'loaded',
    );
  });
});
