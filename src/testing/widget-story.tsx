import type { ArgTypes, Loader, Meta } from '@storybook/react-vite';
import { cloneElement, createElement, isValidElement, type ReactNode } from 'react';
import { setAccessTokenProvider, setAuthHandlers } from '../api/http/commerce-auth';
import type { StoreConfig } from '../core/config/config-schema';
import { CONFIG_GLOBAL } from '../core/config/raw-config';
import { getCore } from '../core/core';
import { LOCALES, type Locale } from '../core/locale/locales';
import { resetSharedInstances } from '../core/platform/shared-instance';
import { SEED_USERS } from '../mocks/db/seed-users';
import { addFault, resetMockState } from '../mocks/handlers';
import { issueAccessToken } from '../mocks/identity/session-tokens';
import { DEMO_SITES } from '../../demo-host/sites.mjs';
import { manifestDocs } from './manifest-docs';

/** The controls every widget story has. */
export interface WidgetStoryArgs {
  /** The regional site the widget renders for. */
  locale: Locale;
  /** Make the widget's CMS content endpoint answer 500, so it shows its built-in fallback. */
  failContent: boolean;
}

export interface WidgetStoryOptions {
  /** The custom element's tag, e.g. `store-header`. */
  tag: string;
  /** The element class (the default export of `src/widgets/<name>/<name>.element.ts`). */
  element: CustomElementConstructor;
  /** Fault path of the content endpoint `failContent` breaks, e.g. `/content/*\/footer-content.json`. */
  contentPath: string;
  /**
   * The elements the file's docs page describes from custom-elements.json (manifest-docs.ts):
   * `[tag]` unless given; `[]` for a file about another widget's part, whose meta then says
   * `tags: ['!autodocs']` (no docs page).
   */
  documents?: readonly string[];
}

interface WidgetStoryLoaded {
  mountKey?: string;
}

/** Story parts shared by every widget: spread into the file's `Meta`. */
export type WidgetStoryMeta = Required<
  Pick<Meta<WidgetStoryArgs>, 'args' | 'argTypes' | 'loaders' | 'render' | 'parameters'>
>;

/** The ten regional sites, for a `select` control. */
export const localeArgTypes: Partial<ArgTypes<WidgetStoryArgs>> = {
  locale: {
    control: 'select',
    options: [...LOCALES],
    description: 'Regional site: the demo host name and locale path the core resolves it from.',
  },
  failContent: {
    control: 'boolean',
    description: 'The CMS content endpoint answers 500: the widget shows its built-in fallback.',
  },
};

let generation = 0;

/**
 * A story's page has no identity session: the token a story issues is its only one. The loader's
 * reset revokes it while the last story's widgets are still mounted, so one of their requests may
 * then be refused; renewing would fail and sign the page out, which sends Storybook's frame to the
 * store's search page. A story's request is never renewed: a refused one just fails.
 */
const NO_RENEWAL = { renewToken: () => Promise.resolve(false) };

/** The page configuration the demo host would write for `locale`'s regional site. */
function configFor(locale: Locale): Partial<StoreConfig> {
  const site = DEMO_SITES[locale];
  return {
    host: site.host,
    localePath: site.localePath,
    platformKey: 'storybook',
    mockFlags: true,
  };
}

/**
 * Story parts for one widget. Before each render (also after a control changes) the loader:
 * resets the fake backend, adds the content fault when asked, writes the page configuration for
 * the locale's demo site to `window.storeWidgetsConfig`, and forgets the page core.
 *
 * The core (config, store, locale, query cache) is a page singleton, created once by the first
 * widget that asks and resolved from the configuration only then. Storybook keeps one preview page
 * for every story, so switching site means dropping the core (`resetSharedInstances()`) and then
 * remounting the element: the render's `key` changes with every setup, so React puts a fresh
 * element on the page and its first render builds a new core for the new locale. An element left
 * mounted would keep reading the core it started with.
 */
export function widgetStory({
  tag,
  element,
  contentPath,
  documents = [tag],
}: WidgetStoryOptions): WidgetStoryMeta {
  const prepare: Loader<WidgetStoryArgs> = ({ args }): WidgetStoryLoaded => {
    const { locale, failContent } = args;
    setAuthHandlers({ stepUp: () => Promise.resolve(undefined), ...NO_RENEWAL });
    resetMockState();
    if (failContent) addFault({ path: contentPath, mode: '500' });
    (globalThis as Record<string, unknown>)[CONFIG_GLOBAL] = configFor(locale);
    resetSharedInstances();
    if (!customElements.get(tag)) customElements.define(tag, element);
    generation += 1;
    return { mountKey: `${locale}:${failContent ? 'fail' : 'ok'}:${generation}` };
  };

  return {
    ...manifestDocs(documents),
    args: { locale: 'en-us', failContent: false },
    argTypes: localeArgTypes,
    loaders: [prepare],
    render: (args, { loaded }) => {
      const { mountKey } = loaded as WidgetStoryLoaded;
      return createElement(tag, { key: mountKey ?? `${args.locale}:${String(args.failContent)}` });
    },
  };
}

/**
 * Signs a seeded shopper in for a story, or signs out (`undefined`): their token for the commerce
 * API and the user in the store. The page's session is started first (as the loader does on a CMS
 * page), so a widget that starts it later changes nothing, and the story's token stays in place.
 */
export async function setStoryShopper(
  user: { id: string; firstName: string; lastName: string } | undefined,
): Promise<void> {
  const { startSession, authHandlers } = await import('../auth/session/start');
  const core = getCore();
  startSession(core);
  // Its step-up runs the fake server's tree as on a store's page.
  setAuthHandlers({ ...authHandlers(core), ...NO_RENEWAL });
  const { store } = core;
  if (user) {
    const token = issueAccessToken(user.id, 3_600_000);
    setAccessTokenProvider(() => token);
    store.session.user = { id: user.id, firstName: user.firstName, lastName: user.lastName };
  } else {
    setAccessTokenProvider(() => undefined);
    store.session.user = null;
  }
  store.session.loading = false;
}

/** The account pages' stories: nobody signed in, or one of two seeded shoppers. */
export type AccountShopper = 'signed-out' | 'clinician' | 'district';

/** Their `shopper` control. */
export const accountShopperArgType = {
  control: 'select',
  options: ['signed-out', 'clinician', 'district'] satisfies AccountShopper[],
  description: 'Who is signed in (seeded shoppers of the fake backend).',
} as const;

/**
 * Signs the story's shopper in (the seeded user `<shopper>@example.com`), or out, and returns
 * that user for a story that needs more of them.
 */
export async function setAccountShopper(
  shopper: AccountShopper,
): Promise<(typeof SEED_USERS)[number] | undefined> {
  const user =
    shopper === 'signed-out'
      ? undefined
      : SEED_USERS.find((u) => u.username === `${shopper}@example.com`);
  await setStoryShopper(user);
  return user;
}

/**
 * A story's render with the page's own markup in the widget's content slots (docs/authoring.md,
 * "Content slots"): `content` (elements with `slot="…"`) becomes the element's light-DOM children,
 * as a CMS page writes them.
 */
export function withSlotContent<Render extends (args: never, context: never) => unknown>(
  render: Render,
  content: ReactNode,
): Render {
  const slotted = (...params: Parameters<Render>) => {
    const rendered = (render as (...all: Parameters<Render>) => unknown)(...params);
    return isValidElement(rendered) ? cloneElement(rendered, undefined, content) : rendered;
  };
  return slotted as unknown as Render;
}
