import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { loadWidgetFacts } from '../../scripts/build/widget-facts.mjs';
import { accountMenu, accountTrigger, DANA, signIn } from './account';
import {
  acceptTermsToPayment,
  checkout,
  CLINICIAN,
  confirmation,
  enterNewCard,
  placeOrderButton,
  PRODUCTS,
  seedVisitorCart,
  signInFromPrompt,
  solveCaptcha,
  startCheckout,
  stepSection,
  walkToReview,
} from './checkout';
import { detailMismatches } from './detail-shape';
import {
  confirmationOf as invoiceConfirmation,
  enterCard,
  payment as invoicePayment,
} from './invoices';
import { addFault, expect, header, test, widgetsReady } from './fixtures';

/**
 * Issue 30: the manifest walked. For every tag of custom-elements.json (the file the package
 * ships, made by scripts/build/custom-elements/), every event it declares is made to fire the way a
 * shopper makes it fire (or, for the two every widget fires, the way its description says), and
 * is heard on the document with that tag on its path and with the detail shape the manifest
 * declares. Every boolean attribute it declares is tried bare, empty, with its own name, absent and
 * `"false"`. Every method is called, and every slot given the page's markup where the widget shows
 * it. A declared event, attribute, method or slot with no way in the tables below fails the walk:
 * a new one must be given a trigger here, or a reason it cannot have one.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Declared {
  tagName: string;
  events?: { name: string; type: { text: string }; description?: string }[];
  attributes?: { name: string; fieldName?: string; type?: { text: string } }[];
  members?: { kind: string; name: string }[];
  slots?: { name: string }[];
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8')) as {
  modules: { declarations: Partial<Declared>[] }[];
};
const TAGS = manifest.modules
  .flatMap((module) => module.declarations)
  .filter((declaration): declaration is Declared => typeof declaration.tagName === 'string');

/** What a shopper (or the host page) does to make `tag` fire the event. */
type Trigger = (page: Page, request: APIRequestContext, tag: string) => Promise<void>;
/** Why an event declared for a tag cannot be made to fire from a page. */
interface CannotFire {
  cannot: string;
}

const ACCOUNT = '/store/usassessments/en/my-account';
const UNIVERSITY = { username: 'university@example.com', password: 'University!2026' };

/** Opens `path` and signs in there as `user`, through the header's account menu. */
async function signedInOn(
  page: Page,
  path: string,
  user: { username: string; password: string } = DANA,
): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, user);
  await expect(accountMenu(page).getByRole('button', { name: /Account menu for / })).toBeVisible();
}

/** The element put on the home page by the host's own script, as an integrator's page does. */
async function appendToHome(page: Page, tag: string, attributes = ''): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([tag, attributes]) =>
      document
        .querySelector('main')!
        .insertAdjacentHTML('beforeend', `<${tag} ${attributes}></${tag}>`),
    [tag, attributes] as const,
  );
}

/** The two events every widget declares: their trigger is the same for every tag. */
const EVERY_TAG: Record<string, Trigger> = {
  // "The widget rendered for the first time": the host page puts the tag on it.
  'store-widget-loaded': (page, _request, tag) => appendToHome(page, tag),
  // "Its code could not be loaded": the widget's chunk fails (and its retry), as offline.
  'store-widget-failed': async (page, _request, tag) => {
    // Its retry asks again from a new URL (`?retry=N`): that fails too.
    const chunk = new RegExp(
      `/widgets/releases/[^/]+/${tag.slice('store-'.length)}\\.element\\.js(\\?|$)`,
    );
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    // The retries wait 1 s, then 3 s: the page's clock jumps them rather than the test sleeping
    // through them. A jump made before a retry's timer is set jumps nothing, and time still
    // flows, so the event comes at worst at its own pace.
    await page.clock.install();
    await appendToHome(page, tag);
    // The loader's notice in the element, put there when the last retry fails.
    const failed = page.locator(`${tag} > [data-store-load-failure]`);
    for (let jump = 0; jump < 12 && (await failed.count()) === 0; jump += 1) {
      await page.waitForTimeout(100);
      await page.clock.fastForward(1000);
    }
  },
};

/** At the checkout's review, a promotion code the platform refuses. */
async function promotionAtReview(page: Page, request: APIRequestContext): Promise<void> {
  await startCheckout(page, request, CLINICIAN);
  await walkToReview(page);
  await stepSection(page).getByLabel('Enter a promotion code').fill('NOTACODE');
  await stepSection(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(stepSection(page).getByRole('alert')).toHaveText('This promotion code is invalid.');
}

/** The clinician at the checkout's order summary, its terms accepted. */
async function atOrderSummary(page: Page, request: APIRequestContext): Promise<void> {
  await startCheckout(page, request, CLINICIAN);
  await walkToReview(page);
  await acceptTermsToPayment(page);
}

/** …and her order placed by card: the confirmation shows. */
async function placeOrder(page: Page, request: APIRequestContext): Promise<void> {
  await atOrderSummary(page, request);
  await enterNewCard(page, { number: '4242 4242 4242 4242' });
  await solveCaptcha(page);
  await placeOrderButton(page).click();
  await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
}

/** Each widget's own events: what the shopper does. */
const OWN: Record<string, Record<string, Trigger | CannotFire>> = {
  'store-account-menu': {
    'store-signed-in': (page) => signedInOn(page, '/'),
    'store-session-update-started': (page) => signedInOn(page, '/'),
    'store-session-error': async (page) => {
      await page.goto('/');
      await widgetsReady(page);
      await signIn(page, { username: DANA.username, password: 'not her password' });
    },
    'store-signed-out': async (page) => {
      await signedInOn(page, '/');
      await accountTrigger(page).click();
      await accountMenu(page).getByRole('menuitem', { name: 'Sign out' }).click();
    },
  },
  'store-header': {
    'store-menu-opened': async (page) => {
      await page.goto('/');
      await widgetsReady(page);
      await header(page).getByRole('button', { name: 'Learning & Training' }).click();
    },
  },
  'store-add-to-cart': {
    'store-cart-updated': async (page) => {
      await page.goto(`/p/${PRODUCTS.ppvtForms.code}`);
      await page.locator('store-add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
    },
  },
  'store-quick-order': {
    'store-cart-updated': async (page) => {
      await page.goto('/store/usassessments/en/quickOrder');
      const quickOrder = page.locator('store-quick-order');
      const entry = quickOrder.getByLabel('ISBN or product code, row 1', { exact: true });
      await entry.fill(PRODUCTS.ppvtForms.code);
      await entry.press('Tab');
      await expect(quickOrder.locator('tbody tr').first()).toHaveAttribute('data-state', 'ok');
      await quickOrder.getByRole('button', { name: 'Add to cart' }).click();
    },
  },
  'store-cart': {
    'store-cart-updated': async (page, request) => {
      await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
      await page.goto('/cart');
      const quantity = page
        .locator('store-cart')
        .getByLabel(`Quantity, ${PRODUCTS.ppvtForms.name}`);
      await quantity.fill('2');
      await quantity.press('Enter');
    },
  },
  'store-mini-cart': {
    // The merge after sign-in: on a page whose only cart widget is the header's mini cart.
    'store-cart-updated': async (page, request) => {
      await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
      await signedInOn(page, '/');
    },
  },
  'store-checkout': {
    'store-checkout-step-changed': (page, request) => startCheckout(page, request, CLINICIAN),
    'store-order-placed': (page, request) => placeOrder(page, request),
    // The merge after a sign-in at the checkout. A page's merge is told by one cart widget, the
    // first to claim it: on the demo's checkout page that is the header's mini cart, so here the
    // integrator's checkout page has no header of ours and the checkout tells it.
    'store-cart-updated': async (page, request) => {
      await page.route('**/store/checkout', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<store-header></store-header>', '');
        await route.fulfill({ response, body });
      });
      await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 2 }]);
      await page.goto('/store/checkout');
      await expect(page.locator('store-header')).toHaveCount(0);
      await signInFromPrompt(page, CLINICIAN);
      await expect(checkout(page).locator('[part="base"]')).toHaveAttribute('data-state', 'ready');
    },
    // A promotion code at review, refused: its start, then its error.
    'store-cart-update-started': (page, request) => promotionAtReview(page, request),
    'store-cart-error': (page, request) => promotionAtReview(page, request),
  },
  'store-order-details': {
    'store-cart-updated': async (page) => {
      await signedInOn(page, `${ACCOUNT}/order-history/order-details/W09000016`);
      const details = page.locator('store-order-details');
      // Her cart is empty: no confirmation to give.
      await details.getByRole('button', { name: 'Reorder' }).click();
    },
  },
  'store-order-history': {
    'store-cart-updated': async (page) => {
      await signedInOn(page, `${ACCOUNT}/order-history`);
      const history = page.locator('store-order-history');
      await history.getByRole('button', { name: 'Reorder W09000017', exact: true }).click();
    },
  },
  'store-quote-details': {
    'store-cart-updated': async (page) => {
      await signedInOn(page, `${ACCOUNT}/quotes/Q10000005`);
      // The checkout page is held a moment: the widget goes there as soon as the operation's result
      // settles, and the recorder's send of that settled detail could be lost with the page.
      await page.route('**/store/checkout**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page
        .locator('store-quote-details')
        .getByRole('button', { name: 'Order this quote' })
        .click();
      await expect(page).toHaveURL(/\/store\/checkout/);
    },
  },
  'store-saved-cart-details': {
    'store-cart-updated': async (page) => {
      await signedInOn(page, '/saved-carts', UNIVERSITY);
      await page.locator('store-saved-carts').getByRole('link', { name: 'FallSeminar' }).click();
      await page
        .locator('store-saved-cart-details')
        .getByRole('button', { name: 'Restore cart' })
        .click();
    },
  },
};

/**
 * Each cart operation is announced when it starts (`store-cart-update-started`, the same
 * shopper's step as its `store-cart-updated` above) and, when it fails, by `store-cart-error`: the
 * same step with the fake backend refusing that one request (a 500).
 */
const API = '/headless/ecommerce/v2/users';
const CART_FAULTS: Record<string, { path: string; method: string }> = {
  'store-add-to-cart': { path: `${API}/anonymous/carts/*/entries`, method: 'POST' },
  'store-quick-order': { path: `${API}/anonymous/carts/*/entries`, method: 'POST' },
  'store-cart': { path: `${API}/anonymous/carts/*/entries/*`, method: 'PATCH' },
  'store-order-details': { path: `${API}/current/orders/*/reorder`, method: 'POST' },
  'store-order-history': { path: `${API}/current/orders/*/reorder`, method: 'POST' },
  'store-quote-details': { path: `${API}/current/quotes/*/action`, method: 'POST' },
  'store-saved-cart-details': { path: `${API}/current/carts/*/restoresavedcart`, method: 'PATCH' },
};
for (const [tag, fault] of Object.entries(CART_FAULTS)) {
  const change = OWN[tag]!['store-cart-updated'] as Trigger;
  OWN[tag]!['store-cart-update-started'] = change;
  OWN[tag]!['store-cart-error'] =
    tag === 'store-quote-details'
      ? // Its step waits for the checkout, where a failed order does not go.
        async (page, request) => {
          await signedInOn(page, `${ACCOUNT}/quotes/Q10000005`);
          await addFault(request, { ...fault, mode: '500', times: 1 });
          await page
            .locator('store-quote-details')
            .getByRole('button', { name: 'Order this quote' })
            .click();
        }
      : async (page, request) => {
          await addFault(request, { ...fault, mode: '500', times: 1 });
          await change(page, request, tag);
        };
}
/** The events that name the cart change's `action`. */
const CART_EVENTS = new Set([
  'store-cart-updated',
  'store-cart-update-started',
  'store-cart-error',
]);

/** The mini-cart's own cart operation is its `addLines()` method, called from the home page. */
async function miniCartAddLines(page: Page): Promise<void> {
  await page.goto('/');
  await widgetsReady(page);
  // The header's own mini-cart, inside its shadow root: the locator reaches it.
  await page
    .locator('store-mini-cart')
    .first()
    .evaluate(async (element) => {
      const cart = element as HTMLElement & {
        addLines(lines: { code: string }[]): Promise<unknown>;
      };
      // A refusal rejects: the event is what is checked here.
      await cart.addLines([{ code: '0158241926' }]).catch(() => undefined);
    });
}
OWN['store-mini-cart']!['store-cart-update-started'] = miniCartAddLines;
OWN['store-mini-cart']!['store-cart-error'] = async (page, request) => {
  await addFault(request, {
    path: `${API}/anonymous/carts/*/entries`,
    method: 'POST',
    mode: '500',
    times: 1,
  });
  await miniCartAddLines(page);
};

/** The `action` each widget's cart change above names (a merge told by another is not it). */
const CART_ACTIONS: Record<string, string> = {
  'store-add-to-cart': 'added',
  'store-quick-order': 'added',
  'store-cart': 'updated',
  'store-mini-cart': 'merged',
  'store-checkout': 'merged',
  'store-order-details': 'reordered',
  'store-order-history': 'reordered',
  'store-quote-details': 'quote-ordered',
  'store-saved-cart-details': 'restored',
};

function wayToFire(tag: string, event: string): Trigger | CannotFire | undefined {
  return OWN[tag]?.[event] ?? EVERY_TAG[event];
}

interface Heard {
  path: string[];
  detail: unknown;
}

/**
 * Every `type` event the document hears, from every page the tab opens (kept by the test: an
 * event fired as the widget sends the shopper on is not lost), with the custom elements on its
 * composed path (the widget, and the widget hosting it when it is inside another's shadow root).
 * A promise in the detail is kept as what it resolved with, `{ resolved }` (detail-shape.ts).
 */
async function hear(page: Page, type: string): Promise<Heard[]> {
  const heard: Heard[] = [];
  await page.exposeBinding('__heard', (_source, event: Heard) => {
    heard.push(event);
  });
  await page.addInitScript((type) => {
    document.addEventListener(type, (event) => {
      const path = event
        .composedPath()
        .flatMap((node) =>
          node instanceof Element && node.localName.startsWith('store-') ? [node.localName] : [],
        );
      const send = (globalThis as unknown as { __heard: (event: Heard) => void }).__heard;
      const detail: unknown = (event as CustomEvent).detail;
      if (typeof detail !== 'object' || detail === null) return void send({ path, detail });
      // At once when nothing in it is pending: a sign-out navigates right after its event, and a
      // send left to a later microtask could be lost with the page.
      if (!Object.values(detail).some((value) => value instanceof Promise)) {
        return void send({ path, detail });
      }
      // Sent once every promise in it has settled: a promise itself does not cross to the test.
      const members = Object.entries(detail).map(async ([name, value]) =>
        value instanceof Promise
          ? [
              name,
              await value.then(
                (resolved: unknown) => ({ resolved }),
                () => 'rejected',
              ),
            ]
          : [name, value],
      );
      void Promise.all(members).then((settled) =>
        send({ path, detail: Object.fromEntries(settled) as unknown }),
      );
    });
  }, type);
  return heard;
}

/** Where one tag's events name different changes: the mini-cart's merge, and its `addLines()`. */
const EVENT_ACTIONS: Record<string, Record<string, string>> = {
  'store-mini-cart': { 'store-cart-update-started': 'added', 'store-cart-error': 'added' },
  'store-checkout': {
    'store-cart-update-started': 'promotion-applied',
    'store-cart-error': 'promotion-applied',
  },
};

test.describe('every event the manifest declares fires, as declared', () => {
  for (const { tagName: tag, events = [] } of TAGS) {
    for (const { name: event, type, description = '' } of events) {
      // Where it is heard: on the widget (and so its path), or, where its description says so,
      // on the document itself (the session's events, which no single widget owns).
      const onDocument = /dispatched on `document`/i.test(description);
      const action = CART_EVENTS.has(event)
        ? (EVENT_ACTIONS[tag]?.[event] ?? CART_ACTIONS[tag])
        : undefined;
      const fromIt = (one: Heard) =>
        (onDocument ? one.path.length === 0 : one.path.includes(tag)) &&
        (action === undefined || (one.detail as { action?: unknown }).action === action);
      test(`<${tag}> fires ${event}`, async ({ page, request }) => {
        test.setTimeout(90_000);
        const way = wayToFire(tag, event);
        expect(
          way,
          `no way to make <${tag}> fire ${event}: add one to this spec's tables`,
        ).toBeDefined();
        if (way !== undefined && 'cannot' in way) {
          // Said, not skipped: the reason is the test's annotation and its title in the report.
          test.info().annotations.push({ type: 'cannot fire', description: way.cannot });
          expect(way.cannot.length).toBeGreaterThan(0);
          return;
        }
        if (CART_EVENTS.has(event)) {
          expect(
            action,
            `the action <${tag}>'s change names: add it to CART_ACTIONS`,
          ).toBeDefined();
        }
        const heard = await hear(page, event);
        await way!(page, request, tag);
        await expect
          .poll(() => heard.filter(fromIt).length, {
            message: `<${tag}> ${event} heard ${onDocument ? 'from the document' : 'from the widget'}`,
          })
          .toBeGreaterThan(0);
        for (const one of heard.filter(fromIt)) {
          expect(detailMismatches(one.detail, type.text), `${event} from <${tag}>`).toEqual([]);
          const detail = one.detail as { tag?: unknown };
          // A detail naming a tag names the widget that fired it.
          if (typeof detail === 'object' && detail !== null && 'tag' in detail) {
            expect(one.path).toContain(detail.tag);
          }
        }
      });
    }
  }
});

/**
 * What each boolean attribute does, seen on the page (the property is checked for all): on `page`
 * (signed in), once the widget shows `ready`, `shown` is there when the attribute is true.
 */
const BOOLEAN_EFFECTS: Record<
  string,
  Record<string, { page: string; ready: string; shown: string }>
> = {
  'store-my-account': {
    // The widget's own heading "My account" above its list of pages.
    'show-title': { page: ACCOUNT, ready: 'ul.overview', shown: 'h1' },
  },
};

test.describe('every boolean attribute the manifest declares goes by presence', () => {
  for (const { tagName: tag, attributes = [] } of TAGS) {
    for (const attribute of attributes.filter((a) => a.type?.text === 'boolean')) {
      test(`<${tag} ${attribute.name}>: bare, empty or its own name is true; absent or "false" is false`, async ({
        page,
      }) => {
        const effect = BOOLEAN_EFFECTS[tag]?.[attribute.name];
        expect(
          effect,
          `no effect of ${attribute.name} on <${tag}>: add one to BOOLEAN_EFFECTS`,
        ).toBeDefined();
        await signedInOn(page, effect!.page);
        const cases = [
          [attribute.name, true],
          [`${attribute.name}=""`, true],
          [`${attribute.name}="${attribute.name}"`, true],
          ['', false],
          [`${attribute.name}="false"`, false],
        ] as const;
        for (const [markup, on] of cases) {
          // A fresh element from markup each time, as the HTML parser makes it.
          await page.evaluate(
            ([tag, markup]) => {
              document.querySelectorAll(tag).forEach((element) => element.remove());
              document
                .querySelector('main')!
                .insertAdjacentHTML('beforeend', `<${tag} ${markup}></${tag}>`);
            },
            [tag, markup] as const,
          );
          const element = page.locator(tag);
          await expect(element.locator(effect!.ready)).toBeVisible();
          if (attribute.fieldName) {
            await expect
              .poll(
                () =>
                  element.evaluate(
                    (el, field) => (el as unknown as Record<string, unknown>)[field],
                    attribute.fieldName!,
                  ),
                { message: `<${tag} ${markup}>.${attribute.fieldName}` },
              )
              .toBe(on);
          }
          await expect(element.locator(effect!.shown), `<${tag} ${markup}>`).toHaveCount(
            on ? 1 : 0,
          );
        }
      });
    }
  }
});

/**
 * What each method the manifest declares does, seen on the page: `call` runs on the element (the
 * first of its tag, on `/`), `check` looks at the outcome. A declared method with no entry fails.
 */
const METHOD_EFFECTS: Record<
  string,
  Record<string, { call: (element: HTMLElement) => Promise<unknown>; check: Trigger }>
> = {
  'store-mini-cart': {
    open: {
      call: (element) => (element as HTMLElement & { open(): Promise<void> }).open(),
      check: async (page, _request, tag) => {
        await expect(page.locator(tag).first().getByRole('dialog')).toBeVisible();
      },
    },
    close: {
      call: async (element) => {
        const cart = element as HTMLElement & { open(): Promise<void>; close(): Promise<void> };
        await cart.open();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await cart.close();
      },
      check: async (page, _request, tag) => {
        const trigger = page.locator(tag).first().locator('[part="trigger"]');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator(tag).first().getByRole('dialog')).toHaveCount(0);
      },
    },
    addLines: {
      call: (element) =>
        (
          element as HTMLElement & { addLines(lines: { code: string }[]): Promise<unknown> }
        ).addLines([{ code: '0158241926' }]),
      check: async (page, _request, tag) => {
        await expect(
          page.locator(tag).first().getByRole('button', { name: /^Cart/ }),
        ).toHaveAccessibleName(/^Cart, 1 item/);
      },
    },
  },
};

test.describe('every method the manifest declares works, as declared', () => {
  for (const { tagName: tag, members = [] } of TAGS) {
    for (const method of members.filter((member) => member.kind === 'method')) {
      test(`<${tag}>.${method.name}()`, async ({ page, request }) => {
        const effect = METHOD_EFFECTS[tag]?.[method.name];
        expect(
          effect,
          `no effect of ${tag}.${method.name}(): add one to METHOD_EFFECTS`,
        ).toBeDefined();
        await page.goto('/');
        await widgetsReady(page);
        await page.evaluate(([name]) => customElements.whenDefined(name!), [tag] as const);
        // The element as a script finds it (the header's is in the header's shadow root).
        const element = page.locator(tag).first();
        await expect(element.locator('[part="base"]')).toHaveAttribute(
          'data-state',
          /^(empty|filled)$/,
        );
        await element.evaluate(effect!.call as (element: Element) => Promise<unknown>);
        await effect!.check(page, request, tag);
      });
    }
  }
});

/**
 * Where each declared slot shows: `reach` brings the page to a state in which the widget renders
 * it (as a shopper gets there) and returns the element; the walk then gives the element the page's
 * own markup for that slot and checks it is shown in the widget's slot of that name.
 */
type SlotReach = (page: Page, request: APIRequestContext, tag: string) => Promise<Locator>;

const DISTRICT = { username: 'district@example.com', password: 'District!2026' };
const WIDGET_DEMO_PATHS = Object.fromEntries(
  Object.entries(await loadWidgetFacts()).map(([tag, { demo }]) => [tag, demo.path]),
);

const OPEN_INVOICE = 'INV100201'; // the district's, open

/** The first `tag` of the page, once its root is past loading. */
async function ready(page: Page, tag: string): Promise<Locator> {
  const element = page.locator(tag).first();
  await expect(element.locator('[part="base"]').first()).not.toHaveAttribute(
    'data-state',
    'loading',
  );
  return element;
}

/** The widget's own demo page, signed in as `user` (an account page's owner). */
const onItsPage =
  (user?: { username: string; password: string }, path?: string): SlotReach =>
  async (page, _request, tag) => {
    const address = path ?? WIDGET_DEMO_PATHS[tag]!;
    if (user) await signedInOn(page, address, user);
    else await page.goto(address);
    return ready(page, tag);
  };

/** The mini-cart's panel opened (`open()`), after `lines` were added through the page actions. */
const miniCartPanel =
  (lines: { code: string }[]): SlotReach =>
  async (page, _request, tag) => {
    await page.goto('/');
    await widgetsReady(page);
    if (lines.length > 0) await page.evaluate((l) => window.storeWidgets!.addLines(l), lines);
    const element = page.locator(tag).first();
    await element.evaluate((cart) => (cart as HTMLElement & { open(): Promise<void> }).open());
    await expect(element.getByRole('dialog')).toBeVisible();
    return element;
  };

const PPVT = [{ code: PRODUCTS.ppvtForms.code }];
const ACCOUNT_SLOT: Record<string, SlotReach> = {
  'store-order-details': onItsPage(DANA, `${ACCOUNT}/order-history/order-details/W09000016`),
  'store-quote-details': onItsPage(DANA, `${ACCOUNT}/quotes/Q10000005`),
  'store-saved-carts': onItsPage(UNIVERSITY),
  'store-saved-cart-details': async (page, request, tag) => {
    await signedInOn(page, '/saved-carts', UNIVERSITY);
    await page.locator('store-saved-carts').getByRole('link', { name: 'FallSeminar' }).click();
    return onItsPage(undefined, page.url())(page, request, tag);
  },
  'store-invoices': onItsPage(DISTRICT),
  'store-invoice-payment': onItsPage(DISTRICT, invoicePayment(OPEN_INVOICE)),
  // The confirmation of a payment: the district pays the open invoice's balance.
  'store-invoice-confirmation': async (page, request, tag) => {
    await onItsPage(DISTRICT, invoicePayment(OPEN_INVOICE))(page, request, 'store-invoice-payment');
    await enterCard(page);
    await page.locator('store-invoice-payment').getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(`**${invoiceConfirmation(OPEN_INVOICE)}`);
    return ready(page, tag);
  },
  // Its cards are shown once the shopper has confirmed it is her.
  'store-payment-cards': async (page, _request, tag) => {
    await signedInOn(page, WIDGET_DEMO_PATHS[tag]!, DANA);
    const dialog = accountMenu(page).getByRole('dialog', { name: 'Confirm it’s you' });
    await dialog.getByLabel('Password').fill(DANA.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    return ready(page, tag);
  },
};

const SLOT_REACH: Record<string, Record<string, SlotReach>> = {
  'store-header': { 'account-menu': onItsPage(), 'mini-cart': onItsPage() },
  'store-product': { '': onItsPage() },
  'store-add-to-cart': { note: onItsPage() },
  'store-quick-order': { instructions: onItsPage() },
  'store-cart': {
    empty: onItsPage(),
    'totals-note': async (page, request, tag) => {
      await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
      return onItsPage()(page, request, tag);
    },
  },
  'store-mini-cart': { empty: miniCartPanel([]), 'totals-note': miniCartPanel(PPVT) },
  'store-checkout': {
    'before-place-order': async (page, request) => {
      await atOrderSummary(page, request);
      return checkout(page);
    },
    'next-steps': async (page, request) => {
      await placeOrder(page, request);
      return checkout(page);
    },
  },
  'store-order-confirmation': {
    'next-steps': onItsPage(DANA, '/store/usassessments/en/checkout/order-confirmation/W09000016'),
  },
};

function slotReach(tag: string, slot: string): SlotReach | undefined {
  return (
    SLOT_REACH[tag]?.[slot] ??
    (slot === 'heading-aside' ? (ACCOUNT_SLOT[tag] ?? onItsPage(DANA)) : undefined)
  );
}

test.describe('every slot the manifest declares shows the page’s markup in its place', () => {
  for (const { tagName: tag, slots = [] } of TAGS) {
    for (const { name: slot } of slots) {
      test(`<${tag}> slot "${slot}"`, async ({ page, request }) => {
        test.setTimeout(90_000);
        const reach = slotReach(tag, slot);
        expect(
          reach,
          `no way to show <${tag}>'s slot "${slot}": add one to SLOT_REACH`,
        ).toBeDefined();
        const element = await reach!(page, request, tag);
        // The page's own markup, put in as a script of the page would (the CMS's, before load).
        const shown = await element.evaluate(async (host, name) => {
          const mine = document.createElement('span');
          mine.textContent = 'The page’s own words';
          if (name) mine.slot = name;
          mine.setAttribute('data-walk', '');
          host.append(mine);
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const slotElement = mine.assignedSlot;
          return {
            inItsRoot: slotElement?.getRootNode() === host.shadowRoot,
            name: slotElement?.name ?? null,
            boxes: mine.getClientRects().length,
          };
        }, slot);
        expect(shown, `<${tag}> slot "${slot}"`).toEqual({ inItsRoot: true, name: slot, boxes: 1 });
      });
    }
  }
});
