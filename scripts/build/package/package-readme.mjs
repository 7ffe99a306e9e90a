/**
 * The npm package's README: the repository README's words for the package's users, every block
 * between its `<!-- package-readme:start -->` and `<!-- package-readme:end -->` markers, in the
 * order they come (the configuration keys, then the package's own section), each heading one level
 * up since the package's title is the only `#`.
 */
const BLOCK = /<!-- package-readme:start -->\n([\s\S]*?)<!-- package-readme:end -->/g;

/**
 * @param {string} readme the repository's README.md
 * @param {string} name the package's name (its title)
 */
export function packageReadme(readme, name) {
  const blocks = [...readme.matchAll(BLOCK)].map((match) => match[1]);
  if (blocks.length === 0) throw new Error('README.md: the package-readme markers are missing');
  const intro =
    'Embeddable commerce widgets (custom elements): the CDN loader, one entry per tag, typings ' +
    'and the Custom Elements Manifest. No dependencies: everything is bundled.';
  const body = blocks.join('\n').replace(/^#{3,}/gm, (hashes) => hashes.slice(1));
  return `# ${name}\n\n${intro}\n${body}`;
}
