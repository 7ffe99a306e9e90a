/**
 * WebDriver classic over HTTP (what WebKitWebDriver speaks): one session, its commands as
 * `POST /session/{id}/…`. Errors carry the command and WebDriver's own message.
 */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export type ElementReference = Record<typeof ELEMENT_KEY, string>;

export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

export async function webDriverRequest<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  timeoutMs?: number,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : {}) as {
    value?: T & { error?: string; message?: string };
  };
  const value = parsed.value;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error))
    throw new WebDriverError(
      `${method} ${path}`,
      String(value?.error ?? response.status),
      String(value?.message ?? text).slice(0, 500),
    );
  return value as T;
}

export class WebDriverSession {
  constructor(
    readonly base: string,
    readonly id: string,
    /** What the driver says it is: `browserName`, `browserVersion` (WebKitGTK's 2.50.6). */
    readonly capabilities: { browserName?: string; browserVersion?: string } = {},
  ) {}

  static async create(
    base: string,
    capabilities: object,
    timeoutMs?: number,
  ): Promise<WebDriverSession> {
    const created = await webDriverRequest<{
      sessionId: string;
      capabilities: { browserName?: string; browserVersion?: string };
    }>(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } }, timeoutMs);
    return new WebDriverSession(base, created.sessionId, created.capabilities);
  }

  get<T>(path: string): Promise<T> {
    return webDriverRequest<T>(this.base, 'GET', `/session/${this.id}${path}`);
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return webDriverRequest<T>(this.base, 'POST', `/session/${this.id}${path}`, body);
  }

  delete<T>(path = ''): Promise<T> {
    return webDriverRequest<T>(this.base, 'DELETE', `/session/${this.id}${path}`);
  }
}
