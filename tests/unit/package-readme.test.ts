import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { internalWords } from '../../scripts/checks/internal-words.mjs';
import {
  PACKAGE_README_SOURCES,
  packageReadme,
} from '../../scripts/build/package/package-readme.mjs';
import { CONFIG_FIELDS } from '../../src/core/config/config-schema';

const readme = packageReadme(
  PACKAGE_README_SOURCES.map((file) => readFileSync(file, 'utf8')),
  '@assessments/store-widgets',
);

describe("the npm package's README", () => {
  it('names every configuration key in its table', () => {
    const table = readme.slice(readme.indexOf('## Configuration keys'));
    for (const key of Object.keys(CONFIG_FIELDS)) expect(table, key).toContain(`\`${key}\``);
  });

  it('has the configuration, the events and the imports, each heading one level up', () => {
    expect(readme.startsWith('# @assessments/store-widgets\n')).toBe(true);
    const headings = readme.match(/^#{1,6} .*/gm) ?? [];
    expect(headings).toEqual(
      expect.arrayContaining(['## Configuration keys', '## Feature flags', '## Events']),
    );
    expect(readme).toContain('`@assessments/store-widgets/{name}`');
  });

  it('says nothing internal: no spec sections, source paths or issue numbers', () => {
    expect(internalWords(readme)).toEqual([]);
  });

  it('has no link that works only in the repository', () => {
    expect(readme).toContain('route table');
    expect(readme.match(/\]\((?![a-z][\w+.-]*:)[^)]*\)/gi) ?? []).toEqual([]);
  });
});

describe('internalWords', () => {
  it('finds spec sections, source paths and issue numbers, and leaves plain words alone', () => {
    expect(
      internalWords(
        'See spec section 7, `src/core/config` and issue 14 (#30); scripts/release.mjs',
      ),
    ).toEqual(['spec section', 'src/core/config', 'scripts/release.mjs', 'issue 14', '#30']);
    expect(
      internalWords('A shopper adds a product; the issuer declined; the source code.'),
    ).toEqual([]);
  });
});
