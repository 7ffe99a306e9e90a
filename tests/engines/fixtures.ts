import { mkdirSync, writeFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import type { Fault } from '../../src/mocks/control/faults';
import { productionPort } from '../e2e/ports';
import { launchFirefox } from './browsers/firefox';
import { launchWebKit } from './browsers/webkit';
import type { Engine, EngineName } from './driver';
import { EnginePage } from './engine-page';

/**
 * The cross-engine journeys' fixtures: the project's engine (Firefox or WebKit) launched once per
 * worker, a fresh profile per test at the project's width, the worker's own demo host (its own
 * stateful fake backend, reset before each test), and on failure what the page showed.
 */
export const FAILURE_ATTACHMENT = '_engine-failure';

export interface Backend {
  readonly baseURL: string;
  reset(): Promise<void>;
  fault(fault: Fault): Promise<void>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

function backendAt(baseURL: string): Backend {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseURL), {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    baseURL,
    reset: () => call('POST', '/__mock/reset'),
    fault: (fault) => call('POST', '/__mock/faults', fault),
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
  };
}

export interface EngineOptions {
  engineName: EngineName;
  windowSize: { width: number; height: number };
}

const launchers = { firefox: launchFirefox, webkit: launchWebKit };

export const test = base.extend<
  EngineOptions & {
    backend: Backend;
    tab: EnginePage;
    step: <T>(name: string, body: () => Promise<T>) => Promise<T>;
  },
  { engine: Engine; currentStep: { name: string } }
>({
  engineName: ['firefox', { option: true }],
  windowSize: [{ width: 1280, height: 800 }, { option: true }],
  engine: [
    async ({}, use, workerInfo) => {
      const name = (workerInfo.project.use as Partial<EngineOptions>).engineName ?? 'firefox';
      const engine = await launchers[name]();
      await use(engine);
      await engine.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  currentStep: [async ({}, use) => use({ name: '(before the first step)' }), { scope: 'worker' }],
  backend: async ({}, use, testInfo) => {
    const backend = backendAt(`http://localhost:${productionPort(testInfo.parallelIndex)}`);
    await backend.reset();
    await use(backend);
  },
  step: async ({ currentStep }, use) => {
    await use((name, body) =>
      test.step(name, async () => {
        currentStep.name = name;
        return body();
      }),
    );
  },
  tab: async ({ engine, windowSize, backend, currentStep }, use, testInfo) => {
    currentStep.name = '(before the first step)';
    const driver = await engine.newDriver(windowSize);
    const page = new EnginePage(driver, backend.baseURL, windowSize);
    try {
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus)
        await reportFailure(page, engine, currentStep.name, testInfo);
    } finally {
      await driver.close().catch(() => undefined);
    }
  },
});

/** Engine, width, step, the page's alerts and status lines, the focus, and a screenshot. */
async function reportFailure(
  page: EnginePage,
  engine: Engine,
  step: string,
  testInfo: Parameters<Parameters<typeof test>[2]>[1],
): Promise<void> {
  const screenshot = testInfo.outputPath('failure.png');
  const lines = [
    `engine: ${engine.name} ${engine.version} at ${page.viewport.width}x${page.viewport.height}`,
    `step: ${step}`,
  ];
  try {
    lines.push(`address: ${await page.url()}`);
    for (const alert of await page.alerts()) lines.push(alert);
    lines.push(`focused: ${await page.focusedPath()}`);
  } catch (error) {
    lines.push(`(the page could not be read: ${String(error).slice(0, 200)})`);
  }
  try {
    mkdirSync(testInfo.outputDir, { recursive: true });
    writeFileSync(screenshot, await page.driver.screenshot());
    lines.push(`screenshot: ${screenshot}`);
  } catch (error) {
    lines.push(`(no screenshot: ${String(error).slice(0, 200)})`);
  }
  await testInfo.attach(FAILURE_ATTACHMENT, { body: lines.join('\n'), contentType: 'text/plain' });
}

export { expect };
