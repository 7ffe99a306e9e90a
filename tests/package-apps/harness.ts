/**
 * What every scratch app shares (tests/e2e/package-apps.spec.ts builds them with Vite from the
 * packed package): the configuration, the values the app gives the widgets, a record of the events
 * its typed handlers heard, and when the tags are defined. `?loader` on the page's URL: the app
 * renders first and the CDN loader (the package's own `store-widgets.js`, as a CDN script) defines
 * the tags later; otherwise the per-tag entries define them before the app renders.
 */
import type {
  StoreCartUpdatedEvent,
  StoreWidgetFailedEvent,
  StoreWidgetLoadedEvent,
} from '@assessments/store-widgets';

/** PPVT-5 Form A Record Forms (pack of 25), level A: one the fake backend sells. */
export const PRODUCT_CODE = '0158241926';
export const QUANTITY = '3';

export interface Heard {
  type: string;
  on: string;
  detail: unknown;
}

declare global {
  interface Window {
    heard: Heard[];
    /** Whether the two tags were defined when the app rendered them. */
    definedAtRender: boolean[];
  }
}

window.storeWidgetsConfig = {
  host: 'www.assessments-demo.com',
  platformKey: 'demo-platform-key',
  mockFlags: true,
};
window.heard = [];

/** Every event `<store-quick-order>` and `<store-add-to-cart>` declare, to one typed handler. */
export type WidgetEvent = StoreCartUpdatedEvent | StoreWidgetLoadedEvent | StoreWidgetFailedEvent;

export function hear(event: WidgetEvent): void {
  const on = (event.currentTarget as Element).localName;
  window.heard.push({ type: event.type, on, detail: event.detail });
}

const TAGS = ['store-quick-order', 'store-add-to-cart'];

/** Defines the tags before `render`, or has the CDN loader define them after it. */
export async function start(render: () => void | Promise<void>): Promise<void> {
  const loader = new URLSearchParams(location.search).has('loader');
  if (!loader) {
    await import('@assessments/store-widgets/quick-order');
    await import('@assessments/store-widgets/add-to-cart');
  }
  await render();
  window.definedAtRender = TAGS.map((tag) => customElements.get(tag) !== undefined);
  if (loader) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/node_modules/@assessments/store-widgets/store-widgets.js';
    document.head.append(script);
  }
}
