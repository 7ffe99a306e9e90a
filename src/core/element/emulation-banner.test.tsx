// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceHeaders } from '../../api/http/commerce-client';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../core';
import { createWidgetElement } from './create-widget-element';
import { resetSharedInstances } from '../platform/shared-instance';
import {
  EMULATION_KEY,
  readStoredEmulation,
  setEmulationEnder,
  type Emulation,
} from '../store/emulation';
import { setEmulation } from '../store/emulation-actions';
import type { User } from '../store/user';
import { EMULATED_USER_HEADER } from '../../rules/support/assisted-service';

// The customer service banner and the header that makes the commerce calls act for the customer:
// both only for the agent who started the emulation.
const AGENT: User = { id: 'u-1006', firstName: 'Chris', lastName: 'Morgan', customerService: true };
const TEACHER: User = { id: 'u-1002', firstName: 'Sam', lastName: 'Okafor' };
const EMULATION: Emulation = {
  agentId: AGENT.id,
  customerId: TEACHER.id,
  customerName: 'Sam Okafor',
};

// jsdom has no constructable stylesheets: the widgets render unstyled here.
vi.mock('./stylesheets', () => ({
  adoptWidgetStyles: () => undefined,
  adoptSheet: () => undefined,
}));

const globals = globalThis as Record<string, unknown>;
let tag = 0;

/** Two widgets on the page, each through the real element wrapper. */
async function mountWidgets(): Promise<HTMLElement[]> {
  const elements: HTMLElement[] = [];
  for (const text of ['first widget', 'second widget']) {
    const name = `store-banner-test-${++tag}`;
    customElements.define(
      name,
      createWidgetElement({ tag: name, component: () => <p>{text}</p>, attributes: {}, css: '' }),
    );
    const element = document.createElement(name);
    // The first render waits a microtask after the element connects.
    await act(async () => {
      document.body.append(element);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    elements.push(element);
  }
  return elements;
}

const banners = (elements: HTMLElement[]) =>
  elements.map((element) => element.shadowRoot?.querySelector('.emulation-banner') ?? null);

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  localStorage.clear();
  resetSharedInstances();
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

describe('the customer service banner', () => {
  it('shows on every widget for the agent, with the name, and End session ends it', async () => {
    const elements = await mountWidgets();
    expect(banners(elements)).toEqual([null, null]);
    const end = vi.fn(async () => setEmulation(getCore(), null));
    setEmulationEnder(end);
    await act(async () => {
      getCore().store.session.user = AGENT;
      setEmulation(getCore(), EMULATION);
    });
    // The banner's code comes only now (its own chunk): every widget shows it once it is here.
    await waitFor(() => expect(banners(elements).every(Boolean)).toBe(true));
    for (const banner of banners(elements)) {
      expect(banner?.textContent).toContain('you are acting for Sam Okafor');
      expect(banner?.querySelector('button')?.textContent).toBe('End session');
    }
    expect(readStoredEmulation()).toEqual(EMULATION);
    await act(async () => {
      const button = banners(elements)[1]?.querySelector('button');
      button?.focus();
      button?.click();
    });
    expect(end).toHaveBeenCalledTimes(1);
    expect(banners(elements)).toEqual([null, null]);
    // The button is gone with its banner: its widget has the focus, not the page's body.
    expect(elements[1]?.shadowRoot?.activeElement?.className).toBe('widget-root');
    expect(localStorage.getItem(EMULATION_KEY)).toBeNull();
  });

  it('an inline widget (a product field, many to a page) shows none; the block beside it does', async () => {
    const name = `store-banner-test-${++tag}`;
    customElements.define(
      name,
      createWidgetElement({
        tag: name,
        component: () => <span>value</span>,
        attributes: {},
        css: '',
        inline: true,
      }),
    );
    const inline = document.createElement(name);
    await act(async () => {
      document.body.append(inline);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const [block] = await mountWidgets();
    await act(async () => {
      getCore().store.session.user = AGENT;
      setEmulation(getCore(), EMULATION);
    });
    await waitFor(() => expect(banners([block!])[0]).toBeTruthy());
    expect(inline.shadowRoot?.textContent).toContain('value');
    expect(banners([inline])).toEqual([null]);
  });

  it('never shows to a customer, nor to another agent, whatever is stored', async () => {
    localStorage.setItem(EMULATION_KEY, JSON.stringify(EMULATION));
    const elements = await mountWidgets();
    expect(getCore().store.emulation).toEqual(EMULATION);
    // The teacher signs in on a browser an agent left an emulation in: no banner, no header.
    await act(async () => {
      getCore().store.session.user = TEACHER;
    });
    expect(banners(elements)).toEqual([null, null]);
    // A customer whose id is the agent's but who has no customer-service role: still nothing.
    await act(async () => {
      getCore().store.session.user = { ...AGENT, customerService: false };
    });
    expect(banners(elements)).toEqual([null, null]);
    await act(async () => {
      getCore().store.session.user = { ...AGENT, id: 'u-9999' };
    });
    expect(banners(elements)).toEqual([null, null]);
  });

  it('reads a malformed stored record as no emulation', () => {
    localStorage.setItem(EMULATION_KEY, '{"agentId":1}');
    expect(readStoredEmulation()).toBeNull();
    localStorage.setItem(EMULATION_KEY, 'not json');
    expect(readStoredEmulation()).toBeNull();
  });
});

describe('the emulated customer header', () => {
  it("names the customer on the agent's calls only", async () => {
    setAccessTokenProvider(() => 'at-agent');
    const { store } = getCore();
    store.emulation = EMULATION;
    store.session.user = AGENT;
    expect((await commerceHeaders())[EMULATED_USER_HEADER]).toBe(TEACHER.id);
    store.session.user = TEACHER;
    expect((await commerceHeaders())[EMULATED_USER_HEADER]).toBeUndefined();
    store.session.user = AGENT;
    setAccessTokenProvider(() => undefined);
    expect((await commerceHeaders())[EMULATED_USER_HEADER]).toBeUndefined();
  });
});

describe('another tab', () => {
  it('starting or ending a session there shows or hides the banners here', async () => {
    const elements = await mountWidgets();
    await act(async () => {
      getCore().store.session.user = AGENT;
    });
    await act(async () => {
      localStorage.setItem(EMULATION_KEY, JSON.stringify(EMULATION));
      window.dispatchEvent(new StorageEvent('storage', { key: EMULATION_KEY }));
    });
    expect(banners(elements).map((banner) => banner?.textContent)).toEqual([
      expect.stringContaining('Sam Okafor'),
      expect.stringContaining('Sam Okafor'),
    ]);
    await act(async () => {
      localStorage.removeItem(EMULATION_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: EMULATION_KEY }));
    });
    expect(banners(elements)).toEqual([null, null]);
  });

  it('a widget inside another widget leaves the banner to the outer one', async () => {
    const [outer] = await mountWidgets();
    const innerName = `store-banner-test-${++tag}`;
    customElements.define(
      innerName,
      createWidgetElement({
        tag: innerName,
        component: () => <p>inner</p>,
        attributes: {},
        css: '',
      }),
    );
    const inner = document.createElement(innerName);
    await act(async () => {
      outer?.shadowRoot?.append(inner);
      getCore().store.session.user = AGENT;
      setEmulation(getCore(), EMULATION);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(outer?.shadowRoot?.querySelector('.emulation-banner')).not.toBeNull();
    expect(inner.shadowRoot?.querySelector('p')?.textContent).toBe('inner');
    expect(inner.shadowRoot?.querySelector('.emulation-banner')).toBeNull();
  });
});
