import { describe, expect, it } from 'vitest';
import { reservationsCss } from './reserve-space';
import { WIDGET_IMPORTERS } from '../../widgets/registry';

/** The declarations of the rule whose selector list names `tag` (outside media queries). */
function declarationsFor(css: string, tag: string): string | undefined {
  const rule = css
    .split('\n')
    .find((line) => !line.startsWith('@') && line.includes(`${tag}:not(:defined)`));
  return rule?.slice(rule.indexOf('{') + 1, rule.lastIndexOf('}'));
}

describe('the space the loader reserves before a widget is defined', () => {
  const css = reservationsCss();

  it('reserves a box for every tag the loader knows', () => {
    for (const tag of Object.keys(WIDGET_IMPORTERS)) {
      expect(declarationsFor(css, tag), tag).toMatch(/min-height:/);
    }
  });

  it('gives block widgets their height, which a page overrides by the first tag of a group', () => {
    expect(declarationsFor(css, 'store-quick-order')).toBe(
      'display:block;min-height:var(--store-quick-order-reserved,480px)',
    );
    expect(declarationsFor(css, 'store-order-status')).toBe(
      'display:block;min-height:var(--store-order-history-reserved,75vh)',
    );
  });

  it('gives an account page most of the window (its own sheet keeps it once defined)', () => {
    expect(declarationsFor(css, 'store-qualifications')).toBe(
      'display:block;min-height:var(--store-qualifications-reserved,75vh)',
    );
  });

  it('reserves the header one height at every width: its layout follows its column, not the window', () => {
    expect(declarationsFor(css, 'store-header')).toBe(
      'display:block;min-height:var(--store-header-reserved,141px)',
    );
    expect(css).not.toContain('@media');
  });

  it("widens the mini-cart's box by the width of its container (the header), as its own sheet does", () => {
    expect(css).toContain(
      '@container (width>=1400px){store-mini-cart:not(:defined){min-width:152px}}',
    );
  });

  it('keeps the inline widgets inline', () => {
    expect(declarationsFor(css, 'store-mini-cart')).toBe(
      'display:inline-block;min-width:56px;min-height:40px',
    );
    expect(declarationsFor(css, 'store-add-to-cart')).toContain('display:inline-block');
  });

  it("narrows a product field's box for a field whose value is a letter, as its placeholder", () => {
    expect(declarationsFor(css, 'store-product-field')).toContain('min-width:48px');
    expect(declarationsFor(css, 'store-product-field[field=qualification-level i]')).toBe(
      'min-width:12px',
    );
  });

  it("hides a page's slotted content until its widget is defined: it shows only in its slot", () => {
    const rules = css.split('\n').filter((line) => line.includes('>[slot]'));
    expect(rules).toHaveLength(2);
    for (const rule of rules) {
      expect(rule).toMatch(
        /^:is\(store-[a-z-]+(,store-[a-z-]+)*\):not\(:defined\)>\[slot\]\{display:none\}$/,
      );
    }
    const hidden = rules.join();
    for (const tag of Object.keys(WIDGET_IMPORTERS)) {
      expect(hidden, tag).toMatch(new RegExp(`[(,]${tag}[,)]`));
    }
  });
});
