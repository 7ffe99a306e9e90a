import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new-widget`, run in a copy of the repository's files (the suite's own tree stays as it
 * is while other files scan src/widgets): it writes one folder and nothing else, and every list
 * the build, the docs and the demo host derive from the widgets' facts takes the new tag.
 */
const NAME = 'probe-notice';
const TAG = `store-${NAME}`;
let copy = '';

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=probe', '-c', 'user.email=probe@example.com', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });

/** What the copy derives, in a process of its own (the facts are read once per process). */
const DERIVE = `
import { runnerImport } from 'vite';
import { loadWidgetFacts, everyPageTags, reservedSpaceModule } from './scripts/build/widget-facts.mjs';
import { tagElementFiles } from './scripts/build/widget-files.mjs';
import { DOCS_EXAMPLES } from './demo-host/docs/docs-examples.mjs';
import { buildPages } from './demo-host/pages.mjs';
const facts = await loadWidgetFacts();
const { module: patterns } = await runnerImport('./src/core/routes/route-patterns.ts');
const { module: reserve } = await runnerImport('./src/core/element/reserve-space.ts', { plugins: [reservedSpaceModule()] });
const pages = buildPages(patterns.ROUTE_PATTERNS, (pattern) => pattern).map(([path, title, body]) => ({ path, title, body: String(body) }));
console.log(JSON.stringify({
  elementTags: [...tagElementFiles().keys()].map((name) => 'store-' + name),
  everyPage: everyPageTags(facts),
  reservedCss: reserve.reservationsCss(),
  docs: DOCS_EXAMPLES,
  pages,
}));
`;

interface Derived {
  elementTags: string[];
  everyPage: string[];
  reservedCss: string;
  docs: Record<string, { live?: boolean; page?: string; snippet?: string }>;
  pages: { path: string; title: string; body: string }[];
}

let derived: Derived;
let status = '';

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-widget-'));
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0');
  for (const file of files.filter(Boolean)) {
    try {
      cpSync(file, join(copy, file), { recursive: true });
    } catch (error) {
      // A file deleted in the working tree and not yet committed is not the copy's either.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(realpathSync('node_modules'), join(copy, 'node_modules'));
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'copy');
  execFileSync(process.execPath, ['scripts/new-widget.mjs', NAME], { cwd: copy });
  status = git('status', '--porcelain', '--untracked-files=all');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', DERIVE], {
    cwd: copy,
    encoding: 'utf8',
  });
  derived = JSON.parse(out.slice(out.indexOf('{"elementTags"'))) as Derived;
}, 180_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-widget', () => {
  it('writes the widget folder and nothing outside it', () => {
    const changed = status.trim().split('\n');
    expect(
      changed.every((line) => line.startsWith(`?? src/widgets/${NAME}/`)),
      status,
    ).toBe(true);
    expect(readdirSync(join(copy, 'src/widgets', NAME)).sort()).toEqual(
      ['element.ts', 'tsx', 'css', 'messages.ts', 'facts.ts', 'test.tsx', 'stories.tsx']
        .map((suffix) => `${NAME}.${suffix}`)
        .sort(),
    );
  });

  it("gives the loader the tag and reserves the facts' box for it", () => {
    expect(derived.elementTags).toContain(TAG);
    expect(derived.reservedCss).toContain(
      `${TAG}:not(:defined){display:block;min-height:var(--${TAG}-reserved,96px)}`,
    );
  });

  it('keeps it off the every-page list', () => {
    expect(derived.everyPage).not.toContain(TAG);
    expect(derived.everyPage.length).toBeGreaterThan(0);
  });

  it('puts it on the docs site, live, linked to its own demo page, which shows it', () => {
    expect(derived.docs[TAG]).toEqual({ live: true, page: `/demo/${NAME}.html` });
    const page = derived.pages.find(({ path }) => path === `/demo/${NAME}.html`);
    expect(page?.title).toBe('Probe notice');
    expect(page?.body).toContain(`<h1>Probe notice</h1><${TAG}></${TAG}>`);
  });

  it('refuses a tag that exists, and a name that is no tag name', () => {
    const run = (name: string) =>
      execFileSync(process.execPath, ['scripts/new-widget.mjs', name], {
        cwd: copy,
        stdio: 'pipe',
      });
    expect(() => run(NAME)).toThrow(/exists already/);
    expect(() => run('Probe_Notice')).toThrow(/not a name like/);
  });
});
