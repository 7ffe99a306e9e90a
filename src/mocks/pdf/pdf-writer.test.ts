import { describe, expect, it } from 'vitest';
import { LINES_PER_PAGE, writeTextPdf } from './pdf-writer';

// The fake backend's PDF writer (src/mocks/pdf/pdf-writer.ts): header, objects at the offsets the
// cross-reference table gives, the trailer, text escaped in WinAnsi.
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Each xref entry's offset must point at `n 0 obj` (what a reader seeks to). */
function checkXref(text: string): number {
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const table = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(table[0]).toBe('0000000000 65535 f ');
  table.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  expect(text).toContain(`/Size ${count}`);
  return Number(count) - 1;
}

describe('writeTextPdf', () => {
  it('writes a PDF 1.4 with exact xref offsets and the text in its content stream', () => {
    const text = latin1(writeTextPdf('Quote Q10000001', ['Quote Q10000001', 'Total: $124.00']));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(checkXref(text)).toBe(6);
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text).toContain('(Quote Q10000001) Tj');
    expect(text).toContain('/Count 1');
  });

  it('declares each stream length exactly', () => {
    const text = latin1(writeTextPdf('t', ['a (b) c\\d', 'Álvarez – 10 €']));
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(text.slice(start + Number(match?.[1]), start + Number(match?.[1]) + 9)).toBe(
      'endstream',
    );
    // Parentheses and backslashes escaped; Latin-1 and WinAnsi characters one byte each.
    expect(text).toContain('(a \\(b\\) c\\\\d) Tj');
    expect(text).toContain('(\u00c1lvarez \u0096 10 \u0080) Tj');
  });

  it('breaks long text into pages', () => {
    const lines = Array.from({ length: LINES_PER_PAGE + 3 }, (_, i) => `Line ${i}`);
    const text = latin1(writeTextPdf('t', lines));
    expect(text).toContain('/Count 2');
    expect(checkXref(text)).toBe(8);
    expect(text).toContain(`(Line ${LINES_PER_PAGE + 2}) Tj`);
  });
});
