import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's own docs: the README and every markdown page of docs/. */
const PAGES = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
];

/** Markdown links outside code: `[text](target)`, without the external ones. */
function relativeLinks(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][\w+.-]*:/i.test(target));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!));
}

/** Repository paths written in code spans (`src/rules/…`), without patterns or placeholders. */
function repositoryPaths(text: string): string[] {
  return [
    ...text.matchAll(/`((?:src|scripts|tests|demo-host|docs|eslint|stories|wordpress)\/[^`\s]*)`/g),
  ]
    .map((match) => match[1]!.replace(/:\d+(?:-\d+)?$/, ''))
    .filter((path) => !/[*{}…<>]/.test(path));
}

describe('the README and docs/', () => {
  it('has pages to check', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', join('docs', 'README.md')]));
  });

  for (const page of PAGES) {
    it(`${page}: every relative link reaches a file, and its #anchor a heading there`, () => {
      const broken = relativeLinks(readFileSync(page, 'utf8')).filter((link) => {
        const [path = '', anchor] = link.split('#');
        const target = path === '' ? page : normalize(join(dirname(page), path));
        if (!existsSync(target)) return true;
        return (
          anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).includes(anchor)
        );
      });
      expect(broken).toEqual([]);
    });

    it(`${page}: every repository path it names exists`, () => {
      const missing = repositoryPaths(readFileSync(page, 'utf8')).filter(
        (path) => !existsSync(path),
      );
      expect(missing).toEqual([]);
    });
  }
});
