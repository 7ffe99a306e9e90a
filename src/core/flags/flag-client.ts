import type { LDClient, LDOptions } from 'launchdarkly-js-client-sdk';
import { subscribe } from 'valtio/vanilla';
import type { StoreConfig } from '../config/config-schema';
import { logError } from '../platform/log';
import { sharedInstance } from '../platform/shared-instance';
import type { SessionState, StoreState } from '../store/store';
import { isFlagKey, type FlagValues } from './flag-defaults';
import { buildFlagContext } from './flag-context';
import { lookUpCountry } from './geolocation';
import { isFlagValue } from './initial-flags';

/** Spec section 9: the SDK's own defaults, set anyway so that an upgrade cannot move them. */
export const FLAG_SDK_OPTIONS = {
  bootstrap: 'localStorage',
  streaming: true,
  sendEvents: true,
  eventCapacity: 100,
  flushInterval: 2000,
  streamReconnectDelay: 1000,
  diagnosticRecordingInterval: 900_000,
  // No LaunchDarkly experimentation goals: skips a request and the SDK's URL polling.
  fetchGoals: false,
} as const satisfies LDOptions;

/** Then we log it and carry on; values still land later. */
const INIT_TIMEOUT_S = 5;

export interface FlagClient {
  /** Settles once the first values were applied, the service failed, or flags are off. */
  ready: Promise<void>;
  /** Tests only: a real page keeps it for its lifetime. */
  stop(): Promise<void>;
}

function sessionLoaded(session: SessionState): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!session.loading) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = subscribe(session, check);
    check();
  });
}

/** After the first paint and off the critical path (Safari has no requestIdleCallback). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => setTimeout(resolve));
    } else {
      setTimeout(resolve);
    }
  });
}

export interface FlagClientCore {
  config: StoreConfig;
  store: StoreState;
}

function createFlagClient({ config, store }: FlagClientCore): FlagClient {
  const overrides: Record<string, unknown> = config.flags;
  // Started at once, in parallel with the session check; the header needs it even without flags.
  const country = lookUpCountry({ config, store });
  let stopped = false;
  let failed = false;
  let client: LDClient | undefined;
  let unsubscribe: (() => void) | undefined;
  const wrongType = new Set<string>();

  const fail = (...details: unknown[]) => {
    if (failed || stopped) return;
    failed = true;
    logError('flags: the flag service failed; keeping the current values', ...details);
  };

  /** Unless the page overrides them; a wrong type is logged once. */
  const apply = () => {
    if (stopped || !client) return;
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(client.allFlags())) {
      if (!isFlagKey(key)) continue;
      if (Object.hasOwn(overrides, key) && isFlagValue(key, overrides[key])) continue;
      if (isFlagValue(key, value)) values[key] = value;
      else if (value !== null && !wrongType.has(key)) {
        wrongType.add(key);
        logError(`flags: "${key}" from the flag service has the wrong type; ignored`);
      }
    }
    // The store's one write of flag values.
    Object.assign(store.flags, values as Partial<FlagValues>);
  };

  const ready = (async () => {
    if (config.mockFlags || !config.flagsClientId) return;
    await sessionLoaded(store.session);
    // Waits for the country, so the context (and the SDK's stored flags) is the same on every page.
    const visitorCountry = await country;
    await afterFirstPaint();
    if (stopped) return;
    const { initialize } = await import('launchdarkly-js-client-sdk');
    if (stopped) return;
    const context = () =>
      buildFlagContext({ user: store.session.user, site: store.site, country: visitorCountry });
    let userId = store.session.user?.id;
    const ld = (client = initialize(config.flagsClientId, context(), {
      ...FLAG_SDK_OPTIONS,
      baseUrl: config.flagsBaseUrl,
      eventsUrl: config.flagsEventsUrl,
      streamUrl: config.flagsStreamUrl,
      logger: { debug() {}, info() {}, warn: fail, error: fail },
    }));
    ld.on('change', apply);
    // Sign-in and sign-out: evaluate for the new context (its `change` events apply the values).
    unsubscribe = subscribe(store.session, () => {
      if (store.session.user?.id === userId) return;
      userId = store.session.user?.id;
      ld.identify(context()).catch(fail);
    });
    await ld.waitForInitialization(INIT_TIMEOUT_S).then(apply, fail);
  })().catch(fail);

  return {
    ready,
    async stop() {
      stopped = true;
      unsubscribe?.();
      await client?.close();
    },
  };
}

/** Once per page, however many copies of our script; nothing with `mockFlags` or no client id. */
export function startFlagClient(core: FlagClientCore): FlagClient {
  return sharedInstance('flag-client', () => createFlagClient(core));
}
