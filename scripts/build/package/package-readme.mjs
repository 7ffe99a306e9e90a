/**
 * The npm package's README, cut from the docs pages its users read: every block between a
 * `<!-- package-readme:start -->` and a `<!-- package-readme:end -->` marker, page by page in
 * PACKAGE_README_SOURCES' order. Links to other pages of the repository become their text, since
 * they lead nowhere on the registry.
 */
const BLOCK = /<!-- package-readme:start -->\n([\s\S]*?)<!-- package-readme:end -->/g;
const RELATIVE_LINK = /\[([^\]]+)\]\((?![a-z][\w+.-]*:)[^)\s]+\)/gi;

/** The pages the README is cut from, in its order: the configuration, then events and imports. */
export const PACKAGE_README_SOURCES = ['docs/authoring.md', 'docs/integrating.md'];

/**
 * @param {string[]} pages the text of each of PACKAGE_README_SOURCES, in that order
 * @param {string} name the package's name (its title)
 */
export function packageReadme(pages, name) {
  const blocks = pages.flatMap((page, index) => {
    const found = [...page.matchAll(BLOCK)].map((match) => match[1]);
    if (found.length === 0) {
      throw new Error(`${PACKAGE_README_SOURCES[index]}: the package-readme markers are missing`);
    }
    return found;
  });
  const intro =
    'Embeddable commerce widgets (custom elements): the CDN loader, one entry per tag, typings ' +
    'and the Custom Elements Manifest. No dependencies: everything is bundled.';
  const body = blocks.join('\n').replace(RELATIVE_LINK, '$1');
  return `# ${name}\n\n${intro}\n${body}`;
}
