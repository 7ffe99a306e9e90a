/**
 * In the page: the parts of the header's brand link that are shown (the link itself first, then
 * its name or its mark), each with its text and whether it is whole (nothing clipped or cut by an
 * ellipsis). Self-contained: the Chromium spec and the cross-engine journeys send it as it is.
 */
export function brandPartsOf(logo: Element) {
  return [logo, ...logo.children]
    .filter((part) => part.getBoundingClientRect().width > 1 && part.checkVisibility())
    .map((part) => ({
      text: part.textContent,
      whole: part.scrollWidth <= part.clientWidth,
      ellipsis: getComputedStyle(part).textOverflow === 'ellipsis',
    }));
}
