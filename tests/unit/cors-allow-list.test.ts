import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ALLOWED_REQUEST_HEADERS } from '../../demo-host/dev-cors.mjs';

/**
 * The request headers a server on another origin than the page must allow come from what is
 * really sent: our code (src, the fake backend aside) and the two SDKs that make requests of their
 * own (the identity SDK's login tree and sessions calls, the flag SDK's). The demo host's allow
 * list and the documented tables must name exactly those.
 */

/** Header names as our code and the SDKs write them: custom `X-…`, SAP's and the standard ones. */
const HEADER_NAME =
  /["'](X-[A-Za-z][\w-]*|sap-commerce-cloud-[a-z-]+|Idempotency-Key|Accept-API-Version|Authorization|Cache-Control|Content-Type|Accept)["']/g;

/**
 * Names that appear in the sources but are never sent by the widgets, and why: a response header
 * read, a forbidden name the browser sets itself, or an SDK header behind an option we never set.
 */
const NEVER_SENT: Record<string, string> = {
  'x-idempotent-replay': 'a response header (read, not sent)',
  'x-launchdarkly-wrapper': "the flag SDK's `wrapperName` option, never set",
  'x-requested-platform': "the identity SDK's `platformHeader` option, never set",
};

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);
}

function namesIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(HEADER_NAME)) {
      names.add(match[1]!.toLowerCase());
    }
  }
  return names;
}

// What ships: the source without the fake backend and the test code beside it.
const ours = namesIn(
  filesUnder(
    'src',
    (path) =>
      /\.tsx?$/.test(path) &&
      !/\.(test|stories)\.tsx?$/.test(path) &&
      !path.startsWith(join('src', 'mocks')) &&
      !path.startsWith(join('src', 'testing')),
  ),
);
const identitySdk = namesIn(
  filesUnder('node_modules/@forgerock/javascript-sdk/dist', (path) => path.endsWith('.js')),
);
const flagSdk = namesIn(
  filesUnder('node_modules/launchdarkly-js-client-sdk/dist', (path) =>
    path.endsWith('ldclient.es.js'),
  ),
);
const sent = [...new Set([...ours, ...identitySdk, ...flagSdk])]
  .filter((name) => !(name in NEVER_SENT))
  .sort();
const allowed = ALLOWED_REQUEST_HEADERS.map((name) => name.toLowerCase()).sort();

/** The header names in backticks of a markdown table's first column, under a heading. */
function documentedHeaders(file: string, heading: string): string[] {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(heading);
  expect(start, `${file}: ${heading}`).toBeGreaterThanOrEqual(0);
  const section = text.slice(start).split(/\n## /)[0]!;
  const firstCells = [...section.matchAll(/^\|([^|\n]*)\|/gm)].map((match) => match[1]!);
  return firstCells.flatMap((cell) =>
    [...cell.matchAll(/`([\w-]+)`/g)].map((match) => match[1]!.toLowerCase()),
  );
}

describe('CORS: the request headers other origins must allow', () => {
  test('the SDKs still send the headers we allow for them', () => {
    for (const name of ['x-requested-with', 'accept-api-version']) {
      expect(identitySdk, name).toContain(name);
    }
  });

  test('the demo host allows exactly what our code and the SDKs send', () => {
    expect(allowed).toEqual(sent);
  });

  test('the documented tables name exactly what the demo host allows', () => {
    const documented = new Set([
      ...documentedHeaders('docs/commerce-api/README.md', '## CORS: what a platform must allow'),
      ...documentedHeaders('docs/deploying.md', '## Headers each server must allow'),
    ]);
    expect([...documented].sort()).toEqual(allowed);
  });
});
