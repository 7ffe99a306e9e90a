import { afterEach, beforeEach } from 'vitest';
import { setAccessTokenProvider } from '../api/http/commerce-auth';
import { getCore } from '../core/core';

const globals = globalThis as Record<string, unknown>;

/**
 * The page's configuration an API test's client runs with (the fake backend at localhost), set
 * before each test; afterwards it is removed and the client signed out.
 */
export function withClientConfig(): void {
  beforeEach(() => {
    globals.storeWidgetsConfig = {
      platformKey: 'pk',
      host: 'www.assessments.com',
      apiBase: 'http://localhost',
    };
  });
  afterEach(() => {
    delete globals.storeWidgetsConfig;
    setAccessTokenProvider(() => undefined);
  });
}

/**
 * A widget test's page: the client's configuration (withClientConfig), React's act environment,
 * and the session already known (the session check is not under test; tests set the shopper).
 */
export function withSettledPage(): void {
  withClientConfig();
  beforeEach(() => {
    globals.IS_REACT_ACT_ENVIRONMENT = true;
    getCore().store.session.loading = false;
  });
}
