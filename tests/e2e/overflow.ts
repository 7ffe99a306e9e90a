import type { Page } from '@playwright/test';

/** A horizontal extent on the page, in CSS px from the viewport's left edge. */
export interface Extent {
  left: number;
  right: number;
}

/**
 * The visible elements of our widgets (`hosts`, a selector) that stick out of `extent` sideways
 * (the viewport when none is given), each as `tag.class left–right`: every element of their
 * shadow roots, the elements slotted into them and those elements' own shadow roots (the
 * header's account menu and mini-cart). Elements with no box (display: none, a closed panel) and
 * the 1 px boxes of visually hidden text (for screen readers only) are left out; half a pixel of
 * rounding is allowed.
 */
export function elementsOutside(page: Page, hosts: string, extent?: Extent): Promise<string[]> {
  return page.evaluate(findElementsOutside, { hosts, extent });
}

/**
 * In the page: `elementsOutside`'s search. Self-contained, so the cross-engine journeys
 * (tests/engines) send the same function to Firefox and WebKit.
 */
export function findElementsOutside({
  hosts,
  extent,
}: {
  hosts: string;
  extent?: Extent;
}): string[] {
  const { left, right } = extent ?? { left: 0, right: document.documentElement.clientWidth };
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const shown =
        box.width * box.height > 1 && element.checkVisibility({ visibilityProperty: true });
      if (shown && (box.left < left - 0.5 || box.right > right + 0.5)) {
        const name = `${element.localName}.${element.getAttribute('class') ?? ''}`;
        found.push(`${name} ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  for (const host of document.querySelectorAll(hosts)) {
    if (host.shadowRoot) walk(host.shadowRoot);
    walk(host);
  }
  return found;
}

/** An element's horizontal extent on the page. */
export async function extentOf(page: Page, selector: string): Promise<Extent> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { left: box.x, right: box.x + box.width };
}
