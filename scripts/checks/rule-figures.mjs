import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * A rule's figure (a limit, length, count or timing of src/rules) belongs to its constant: prose
 * that repeats it goes stale at the next change. This finds such figures in the repository's
 * prose: comments in src/, docs/, the README, the demo host's copy and the message catalogs.
 * A figure is `{ name, value, units, prefixes?, phrases? }`: its constant's name, its value as
 * prose writes it, the nouns after it ("25 rows"), the signs before it ("$100") and the words
 * that make it a limit alone ("up to 25"). No units: the number alone is the figure.
 */

/** Between words: a space, a hyphen, or a comment's line break with its leading `*` or `//`. */
const GAP = '(?:[ \\u00a0-]|\\s*\\n\\s*(?:\\*|//)?\\s*)';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

function patternsOf({ value, units, prefixes = [], phrases = [] }) {
  const digits = escape(String(value));
  const number = NUMBER_WORDS[value] ? `(?:${digits}|${NUMBER_WORDS[value]})` : digits;
  const alone = `(?<![\\w.,])${number}(?![\\w,]|\\.\\d)`;
  if (units.length === 0) return [new RegExp(alone, 'g')];
  const unit = units.map(escape).join('|');
  return [
    // "25 rows", "25-product limit", "25 ISBN rows"
    new RegExp(`(?<![\\w.,])${number}${GAP}(?:\\w+${GAP}){0,2}?(?:${unit})s?\\b`, 'gi'),
    // "up to 25", but not "up to 25 ms"
    ...phrases.map(
      (phrase) =>
        new RegExp(
          `\\b${escape(phrase)}${GAP}${digits}(?![\\w,]|\\.\\d|\\s*(?:ms|px|kB|s)\\b)`,
          'gi',
        ),
    ),
    ...prefixes.map((sign) => new RegExp(`${escape(sign)}\\s?${digits}(?![\\w,]|\\.\\d)`, 'g')),
  ];
}

/** Each figure of `figures` written out in `text`, as `{ name, found }` (empty: none). */
export function figureWords(text, figures) {
  return figures.flatMap((figure) =>
    patternsOf(figure).flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ name: figure.name, found: match[0] })),
    ),
  );
}

/** The comments and string literals of a script, each as `{ line, text }`. */
export function proseOfScript(path, text, withStrings) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const seen = new Set();
  const prose = [];
  const add = (pos, part) => {
    if (seen.has(pos)) return;
    seen.add(pos);
    prose.push({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: part });
  };
  const comments = (ranges) => {
    for (const range of ranges ?? []) add(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    comments(ts.getLeadingCommentRanges(text, node.pos));
    comments(ts.getTrailingCommentRanges(text, node.end));
    if (withStrings && (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))) {
      add(node.getStart(source), node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  comments(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return prose;
}

function filesUnder(root, dir, pattern) {
  const out = [];
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else if (pattern.test(name)) out.push(relative(root, child).split(sep).join('/'));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/**
 * The repository's prose, as `{ file, line, text }`: comments of src/ (with the strings of the
 * message catalogs, `*.messages.ts`), docs/ and the README whole, the demo host's comments and
 * strings (its pages' copy and the docs site's guides). Tests and stories are left out: they
 * assert and show the figures on purpose.
 */
export function repositoryProse(root = process.cwd()) {
  const isTestCode = (file) => /\.(test|stories)\.tsx?$|(^|\/)src\/testing\//.test(file);
  const scripts = [
    ...filesUnder(root, 'src', /\.tsx?$/)
      .filter((file) => !isTestCode(file))
      .map((file) => [file, /\.messages\.ts$/.test(file)]),
    ...filesUnder(root, 'demo-host', /\.m?js$/).map((file) => [file, true]),
  ];
  const documents = ['README.md', ...filesUnder(root, 'docs', /\.md$/)];
  return [
    ...scripts.flatMap(([file, withStrings]) =>
      proseOfScript(file, readFileSync(join(root, file), 'utf8'), withStrings).map((part) => ({
        file,
        ...part,
      })),
    ),
    ...documents.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .map((text, index) => ({ file, line: index + 1, text })),
    ),
  ];
}

/** Every figure written out in the repository's prose, as `file:line NAME "found"`. */
export function figuresInProse(figures, root = process.cwd()) {
  return repositoryProse(root).flatMap(({ file, line, text }) =>
    figureWords(text, figures).map(({ name, found }) => {
      const at = line + text.slice(0, text.indexOf(found)).split('\n').length - 1;
      return `${file}:${at} ${name} "${found.replace(/\s+/g, ' ')}"`;
    }),
  );
}
