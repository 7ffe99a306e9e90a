/**
 * Runs in the page (Driver.run sends its source): finds elements the way a shopper and a screen
 * reader do, by role and accessible name, label or text, through every open shadow root, as
 * Playwright's getByRole does in the Chromium suite. Self-contained on purpose: no imports and
 * no outside references, since only its source text reaches the page.
 */
export interface TextMatch {
  /** A substring, case-insensitive, unless `exact`; or a regular expression's source. */
  text?: string;
  exact?: boolean;
  pattern?: string;
  flags?: string;
}

export interface Query {
  role?: string;
  name?: TextMatch;
  label?: TextMatch;
  text?: TextMatch;
  /** A CSS selector matched in the page and in every open shadow root. */
  css?: string;
  /** Only elements whose text (not their accessible name) matches, as Playwright's `hasText`. */
  hasText?: TextMatch;
  /** Only hidden elements count too (for "is it gone" checks the default is visible ones). */
  includeHidden?: boolean;
  /** Among several matches, the nth (0-based); without it, more than one match is an error. */
  nth?: number;
  within?: Query;
}

export interface Found {
  count: number;
  /** Why nothing usable was found, for the error message. */
  problem?: string;
  /** The match's centre in viewport coordinates, once scrolled into view, and what is there. */
  x?: number;
  y?: number;
  box?: { left: number; top: number; right: number; bottom: number };
  /** Where the element's content starts (an iframe's document is drawn there). */
  origin?: { x: number; y: number };
  hit?: boolean;
  enabled?: boolean;
  checked?: boolean | null;
  focused?: boolean;
  value?: string | null;
  text?: string;
  attributes?: Record<string, string>;
}

export type Operation =
  'inspect' | 'scroll' | 'focus' | 'focused-path' | 'alerts' | 'texts' | 'focus-inside';

export function inPage(operation: Operation, query: Query | null): unknown {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

  const matches = (value: string, match: TextMatch | undefined) => {
    if (!match) return true;
    const text = normalise(value);
    if (match.pattern !== undefined) return new RegExp(match.pattern, match.flags).test(text);
    const wanted = normalise(match.text ?? '');
    return match.exact ? text === wanted : text.toLowerCase().includes(wanted.toLowerCase());
  };

  /** Every element in document order, each shadow root's content right after its host. */
  const allElements = (root: Document | ShadowRoot | Element): Element[] => {
    const out: Element[] = [];
    const walk = (node: Document | ShadowRoot | Element) => {
      for (const element of Array.from(node.children)) {
        out.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
        walk(element);
      }
    };
    if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
    walk(root);
    return out;
  };

  const isVisible = (element: Element): boolean => {
    if (!element.isConnected) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return false;
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 || rect.height > 0;
  };

  const parentAcrossShadow = (element: Element): Element | null =>
    element.assignedSlot ??
    element.parentElement ??
    ((element.getRootNode() as ShadowRoot).host as Element | undefined) ??
    null;

  const isAriaHidden = (element: Element): boolean => {
    for (let at: Element | null = element; at; at = parentAcrossShadow(at))
      if (at.getAttribute('aria-hidden') === 'true') return true;
    return false;
  };

  const implicitRole = (element: Element): string | null => {
    const tag = element.localName;
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    switch (tag) {
      case 'a':
      case 'area':
        return element.hasAttribute('href') ? 'link' : null;
      case 'button':
        return 'button';
      case 'input':
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox') return 'checkbox';
        if (type === 'radio') return 'radio';
        if (type === 'range') return 'slider';
        if (type === 'number') return 'spinbutton';
        if (type === 'search') return element.hasAttribute('list') ? 'combobox' : 'searchbox';
        if (type === 'hidden' || type === 'file' || type === 'color') return null;
        return element.hasAttribute('list') ? 'combobox' : 'textbox';
      case 'select':
        return element.hasAttribute('multiple') || Number(element.getAttribute('size')) > 1
          ? 'listbox'
          : 'combobox';
      case 'textarea':
        return 'textbox';
      case 'option':
        return 'option';
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return 'heading';
      case 'dialog':
        return 'dialog';
      case 'ul':
      case 'ol':
        return 'list';
      case 'li':
        return 'listitem';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'td':
        return 'cell';
      case 'th':
        return 'columnheader';
      case 'img':
        return element.getAttribute('alt') === '' ? 'presentation' : 'img';
      case 'form':
        return 'form';
      case 'section':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')
          ? 'region'
          : null;
      case 'fieldset':
      case 'details':
        return 'group';
      case 'summary':
        return 'button';
      case 'output':
        return 'status';
      case 'progress':
        return 'progressbar';
      default:
        return null;
    }
  };

  const roleOf = (element: Element) =>
    (element.getAttribute('role') ?? '').split(/\s+/)[0] || implicitRole(element);

  const byId = (element: Element, id: string) =>
    (element.getRootNode() as Document | ShadowRoot).getElementById(id);

  /**
   * The text a name is made of: text nodes, slotted content, shadow content, alt texts. With
   * `names` false, the text a shopper reads (an element's aria-label does not replace it).
   */
  const textContentOf = (node: Node, names = true): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLElement && node.hidden) return '';
    if (['script', 'style', 'template'].includes(node.localName)) return '';
    if (node.isConnected && getComputedStyle(node).display === 'none') return '';
    const label = node.getAttribute('aria-label');
    if (label && names) return ` ${label} `;
    if (node.localName === 'img') return names ? (node.getAttribute('alt') ?? '') : '';
    if (node instanceof HTMLSlotElement)
      return node
        .assignedNodes({ flatten: true })
        .map((child) => textContentOf(child, names))
        .join('');
    const children = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
    const inner = Array.from(children)
      .map((child) => textContentOf(child, names))
      .join('');
    // Block boxes separate words; an absolutely placed span (visually hidden text) is blockified
    // by CSS but joins its neighbours in the name, as browsers compute it.
    const style = node.isConnected ? getComputedStyle(node) : undefined;
    const block =
      style !== undefined &&
      !style.display.startsWith('inline') &&
      !['absolute', 'fixed'].includes(style.position);
    return block ? ` ${inner} ` : inner;
  };

  const NAMED_FROM_CONTENT = new Set([
    'button',
    'link',
    'heading',
    'tab',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'checkbox',
    'radio',
    'switch',
    'cell',
    'columnheader',
    'rowheader',
    'row',
    'tooltip',
    'treeitem',
    'listitem',
    'status',
  ]);

  const labelText = (element: Element): string => {
    const labels = (element as HTMLInputElement).labels;
    return labels
      ? Array.from(labels)
          .map((label) => textContentOf(label))
          .join(' ')
      : '';
  };

  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => byId(element, id))
        .filter((e): e is HTMLElement => e !== null)
        .map((e) => e.getAttribute('aria-label') ?? textContentOf(e))
        .join(' ');
      if (normalise(text)) return normalise(text);
    }
    const label = element.getAttribute('aria-label');
    if (label && normalise(label)) return normalise(label);
    const tag = element.localName;
    if (['input', 'select', 'textarea', 'meter', 'progress', 'output'].includes(tag)) {
      const fromLabel = normalise(labelText(element));
      if (fromLabel) return fromLabel;
      const type = element.getAttribute('type');
      if (tag === 'input' && ['button', 'submit', 'reset'].includes(type ?? ''))
        return normalise((element as HTMLInputElement).value);
    }
    if (tag === 'img') return normalise(element.getAttribute('alt') ?? '');
    if (tag === 'fieldset') {
      const legend = element.querySelector(':scope > legend');
      if (legend) return normalise(textContentOf(legend));
    }
    if (tag === 'table') {
      const caption = element.querySelector(':scope > caption');
      if (caption) return normalise(textContentOf(caption));
    }
    const role = roleOf(element);
    if (role && NAMED_FROM_CONTENT.has(role)) {
      const text = normalise(textContentOf(element));
      if (text) return text;
    }
    return normalise(element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '');
  };

  const candidatesOf = (q: Query, scope: Element | Document): Element[] => {
    let elements = allElements(scope);
    if (q.css) elements = elements.filter((e) => e.matches(q.css!));
    if (q.role) elements = elements.filter((e) => roleOf(e) === q.role);
    if (q.name) elements = elements.filter((e) => matches(accessibleName(e), q.name));
    if (q.label)
      elements = elements.filter(
        (e) =>
          ['input', 'select', 'textarea'].includes(e.localName) ||
          e.hasAttribute('aria-labelledby') ||
          e.hasAttribute('aria-label'),
      );
    if (q.label) elements = elements.filter((e) => matches(accessibleName(e), q.label));
    if (q.text) {
      // The innermost elements whose text matches (not every ancestor of them).
      const hits = elements.filter((e) => matches(textContentOf(e, false), q.text));
      elements = hits.filter((e) => !hits.some((other) => other !== e && e.contains(other)));
    }
    if (q.hasText) elements = elements.filter((e) => matches(textContentOf(e, false), q.hasText));
    if (!q.includeHidden) elements = elements.filter((e) => isVisible(e) && !isAriaHidden(e));
    return elements;
  };

  const resolve = (q: Query): { elements: Element[]; problem?: string } => {
    let scopes: (Element | Document)[] = [document];
    if (q.within) {
      const outer = resolve(q.within);
      if (outer.elements.length === 0)
        return { elements: [], problem: outer.problem ?? 'its container is not there' };
      scopes = outer.elements;
    }
    const elements = [...new Set(scopes.flatMap((scope) => candidatesOf(q, scope)))];
    if (q.nth !== undefined) return { elements: elements[q.nth] ? [elements[q.nth]!] : [] };
    return { elements };
  };

  const deepActive = (): Element | null => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };

  const deepHit = (x: number, y: number): Element | null => {
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };

  const containsAcrossShadow = (outer: Element, inner: Element | null): boolean => {
    for (let at = inner; at; at = parentAcrossShadow(at)) if (at === outer) return true;
    return false;
  };

  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const name = accessibleName(element).slice(0, 50);
    const role = roleOf(element);
    return `${element.localName}${id}${role ? `[${role}]` : ''}${name ? ` "${name}"` : ''}`;
  };

  if (operation === 'focused-path') {
    const path: string[] = [];
    let active: Element | null = document.activeElement;
    while (active) {
      path.push(describe(active));
      active = active.shadowRoot?.activeElement ?? null;
    }
    return path.join(' > ') || '(nothing)';
  }

  if (operation === 'alerts') {
    // What a failure report shows: open dialogs, alerts and status lines, with their text.
    return allElements(document)
      .filter((e) => ['dialog', 'alertdialog', 'alert', 'status'].includes(roleOf(e) ?? ''))
      .filter((e) => isVisible(e) && normalise(textContentOf(e)))
      .map((e) => `${roleOf(e)}: ${normalise(textContentOf(e, false)).slice(0, 160)}`);
  }

  const { elements, problem } = resolve(query!);

  if (operation === 'texts') return elements.map((e) => normalise(textContentOf(e, false)));

  if (operation === 'focus-inside') {
    const active = deepActive();
    return elements.some((e) => containsAcrossShadow(e, active));
  }

  const found: Found = { count: elements.length, problem };
  const element = elements.length === 1 ? elements[0]! : undefined;
  if (!element) return found;
  const inView = (r: DOMRect) =>
    r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  // As a shopper would: scroll only what is not already in view (WebKit and Chromium differ in
  // what focus scrolls; the journeys must not hide that by scrolling for them).
  if ((operation === 'scroll' || operation === 'focus') && !inView(element.getBoundingClientRect()))
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
  // Where a keyboard user's Tab presses would have left the focus (Playwright's `focus()`).
  if (operation === 'focus') (element as HTMLElement).focus({ preventScroll: true });
  const rect = element.getBoundingClientRect();
  found.origin = { x: rect.left + element.clientLeft, y: rect.top + element.clientTop };
  found.box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  found.x = rect.left + rect.width / 2;
  found.y = rect.top + rect.height / 2;
  found.hit = containsAcrossShadow(element, deepHit(found.x, found.y));
  found.enabled =
    !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
  found.checked =
    element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
      ? element.checked
      : element.hasAttribute('aria-checked')
        ? element.getAttribute('aria-checked') === 'true'
        : null;
  found.focused = deepActive() === element;
  found.value =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? element.value
      : null;
  found.text = normalise(textContentOf(element, false));
  found.attributes = Object.fromEntries(
    Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value]),
  );
  return found;
}
