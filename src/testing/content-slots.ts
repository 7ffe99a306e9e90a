/**
 * Content slots in unit tests (docs/authoring.md, "Content slots"): the `<slot name>` a widget
 * renders in its shadow root, the page's markup put in it, and what the slot shows.
 */

/** The widget's `<slot name="…">`, wherever it renders in the shadow root (panels included). */
export function slotNamed(root: ParentNode, name: string): HTMLSlotElement | null {
  return root.querySelector<HTMLSlotElement>(`slot[name="${name}"]`);
}

/** As slotNamed, and throws while the slot is not there (for `waitFor`). */
export function requireSlot(root: ParentNode, name: string): HTMLSlotElement {
  const slot = slotNamed(root, name);
  if (!slot) throw new Error(`no <slot name="${name}">`);
  return slot;
}

/** The page's markup for slot `name`: a light-DOM child of the host, as a CMS writes it. */
export function fillSlot(host: Element, name: string, text: string): HTMLElement {
  const content = host.ownerDocument.createElement('p');
  content.slot = name;
  content.textContent = text;
  host.append(content);
  return content;
}

/** What a slot shows: the page's elements assigned to it, else its own default content's text. */
export function slotShows(slot: HTMLSlotElement): { assigned: Element[]; fallback: string } {
  return { assigned: slot.assignedElements(), fallback: slot.textContent ?? '' };
}
