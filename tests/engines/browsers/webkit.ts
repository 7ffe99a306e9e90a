import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import {
  MINIBROWSER_PATH,
  WEBKIT_DRIVER_PATH,
  XVFB_PATH,
} from '../../../scripts/checks/engines.mjs';
import {
  FIND_FRAME,
  pressAt,
  RELEASE,
  unwrapFromPage,
  wrapForPage,
  type Driver,
  type Engine,
  type KeyAction,
} from '../driver';
import { ELEMENT_KEY, WebDriverSession, webDriverRequest } from '../protocol/webdriver';

/**
 * WebKitGTK (Safari's engine), Debian's MiniBrowser driven by WebKitWebDriver over WebDriver
 * classic. MiniBrowser has no headless mode: it draws on a virtual X display (Xvfb) of the
 * worker's own. `--full-screen` hides its toolbar, so the window's size is the page's viewport
 * (with the toolbar, GTK keeps the window at least 447 px wide: no phone width).
 * Each test gets a session of its own: a new MiniBrowser process with ephemeral storage.
 */
class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly session: WebDriverSession,
    private readonly handle: string,
    private readonly owner: boolean,
    private readonly current: { handle: string },
  ) {}

  async navigate(url: string): Promise<void> {
    await this.focusWindow();
    await this.session.post('/url', { url });
  }

  async url(): Promise<string> {
    await this.focusWindow();
    return this.session.get<string>('/url');
  }

  async run<R>(source: string, args: readonly unknown[], frame?: string): Promise<R> {
    await this.focusWindow();
    if (frame) {
      const element = await this.session.post<Record<string, string> | null>('/execute/sync', {
        script: `return (${FIND_FRAME})(arguments[0]);`,
        args: [frame],
      });
      if (!element?.[ELEMENT_KEY]) throw new Error(`No frame ${frame}`);
      await this.session.post('/frame', { id: element });
    }
    try {
      const json = await this.session.post<string>('/execute/async', {
        script: `const done = arguments[arguments.length - 1];
          (${wrapForPage(source)})(arguments[0]).then(done);`,
        args: [JSON.stringify(args)],
      });
      return unwrapFromPage<R>(json, 'in the page');
    } finally {
      if (frame) await this.session.post('/frame', { id: null });
    }
  }

  async click(x: number, y: number): Promise<void> {
    await this.pointer([...pressAt(x, y), ...RELEASE]);
  }

  async press(x: number, y: number): Promise<void> {
    // The session's input state (the button held) stays between two action commands.
    await this.pointer(pressAt(x, y));
  }

  async release(): Promise<void> {
    await this.pointer(RELEASE);
    await this.session.delete('/actions');
  }

  private async pointer(actions: readonly object[]): Promise<void> {
    await this.focusWindow();
    await this.session.post('/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });
  }

  async keys(actions: readonly KeyAction[]): Promise<void> {
    await this.focusWindow();
    await this.session.post('/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  async screenshot(): Promise<Buffer> {
    await this.focusWindow();
    return Buffer.from(await this.session.get<string>('/screenshot'), 'base64');
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.focusWindow();
    await this.session.post('/window/rect', { x: 0, y: 0, width, height });
  }

  async openWindow(): Promise<Driver> {
    await this.focusWindow();
    const { handle } = await this.session.post<{ handle: string }>('/window/new', {
      type: 'window',
    });
    return new WebKitDriver(this.session, handle, false, this.current);
  }

  async close(): Promise<void> {
    if (this.owner) {
      await this.session.delete();
      return;
    }
    await this.focusWindow();
    await this.session.delete('/window');
  }

  /** WebDriver classic drives one window at a time: this one, before each command. */
  private async focusWindow(): Promise<void> {
    if (this.current.handle === this.handle) return;
    await this.session.post('/window', { handle: this.handle });
    this.current.handle = this.handle;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** A virtual X display of its own; its number comes back through -displayfd. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    XVFB_PATH,
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    xvfb.stderr!.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => resolve(`:${String(chunk).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
  });
  return { display, process: xvfb };
}

async function waitUntilReady(base: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      await webDriverRequest(base, 'GET', '/status');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      });

/** A new session normally takes about a second; one that hangs is given up after this. */
const SESSION_TIMEOUT_MS = 20_000;

export async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const startDriver = async () => {
    const port = await freePort();
    const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display },
    });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(base, child);
    return { child, base };
  };
  let webDriver = await startDriver();
  const capabilities = {
    'webkitgtk:browserOptions': {
      binary: MINIBROWSER_PATH,
      args: ['--automation', '--full-screen'],
    },
  };
  /**
   * A session, or after one that hung or was refused (seen once in some hundred sessions on a
   * loaded machine: WebKitWebDriver stopped answering), a new WebKitWebDriver and a second try.
   * Said on stderr, so a run that needed it shows it.
   */
  const newSession = async () => {
    try {
      return await WebDriverSession.create(webDriver.base, capabilities, SESSION_TIMEOUT_MS);
    } catch (error) {
      console.error(`WebKitWebDriver gave no session (${String(error)}): starting it again.`);
      await stopped(webDriver.child);
      webDriver = await startDriver();
      return WebDriverSession.create(webDriver.base, capabilities, SESSION_TIMEOUT_MS);
    }
  };
  let version = '';
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async newDriver(viewport) {
      const session = await newSession();
      const handle = await session.get<string>('/window');
      const driver = new WebKitDriver(session, handle, true, { handle });
      await driver.setViewport(viewport.width, viewport.height);
      version ||= `WebKitGTK ${session.capabilities.browserVersion ?? '(version not said)'}`;
      return driver;
    },
    async stop() {
      await stopped(webDriver.child);
      await stopped(xvfb.process);
    },
  };
}
