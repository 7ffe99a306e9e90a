import { afterEach, beforeEach } from 'vitest';
import { setAccessTokenProvider } from '../api/http/commerce-client';

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
