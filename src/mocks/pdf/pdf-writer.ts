/**
 * A minimal PDF 1.4 writer (plain text lines in Helvetica on US Letter) for the fake backend's
 * documents. The cross-reference offsets must be exact, so every character is one byte (WinAnsi).
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const FONT_SIZE = 10;
const LEADING = 14;
export const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

/** Characters outside Latin-1 that WinAnsiEncoding still has, at their byte (PDF spec, Annex D). */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** One byte per character: Latin-1 as is, the WinAnsi extras, spaces of any width as a space, else '?'. */
function winAnsiByte(character: string): number {
  const extra = WIN_ANSI_EXTRA[character];
  if (extra !== undefined) return extra;
  if (/\s/u.test(character)) return 0x20;
  const code = character.codePointAt(0) ?? 0x3f;
  return code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f;
}

function literal(text: string): number[] {
  const bytes: number[] = [0x28];
  for (const character of text) {
    const byte = winAnsiByte(character);
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return bytes;
}

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function contentStream(lines: readonly string[]): number[] {
  const bytes = ascii(
    `BT /F1 ${FONT_SIZE} Tf ${LEADING} TL ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td\n`,
  );
  for (const line of lines) bytes.push(...literal(line), ...ascii(' Tj T*\n'));
  bytes.push(...ascii('ET\n'));
  return bytes;
}

export function paginate(lines: readonly string[]): string[][] {
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  }
  return pages.length > 0 ? pages : [[]];
}

/** A PDF of these text lines, as many pages as they need, with `title` in its information. */
export function writeTextPdf(title: string, lines: readonly string[]): Uint8Array {
  const pages = paginate(lines);
  // Objects: 1 catalog, 2 page tree, 3 font, 4 info, then a page and its content per page.
  const pageIds = pages.map((_, index) => 5 + index * 2);
  const bodies: number[][] = [
    ascii('<< /Type /Catalog /Pages 2 0 R >>'),
    ascii(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    [
      ...ascii('<< /Title '),
      ...literal(title),
      ...ascii(' /Producer (store-widgets fake backend) >>'),
    ],
  ];
  for (const [index, page] of pages.entries()) {
    const contentId = (pageIds[index] ?? 0) + 1;
    bodies.push(
      ascii(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
    const stream = contentStream(page);
    bodies.push([
      ...ascii(`<< /Length ${stream.length} >>\nstream\n`),
      ...stream,
      ...ascii('endstream'),
    ]);
  }
  // The header's second line holds bytes above 127, telling readers the file is binary.
  const out: number[] = [...ascii('%PDF-1.4\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a];
  const offsets: number[] = [];
  for (const [index, body] of bodies.entries()) {
    offsets.push(out.length);
    out.push(...ascii(`${index + 1} 0 obj\n`), ...body, ...ascii('\nendobj\n'));
  }
  const xrefAt = out.length;
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, generation, type, space, LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  out.push(
    ...ascii(`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${entries.join('')}`),
    ...ascii(`trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 4 0 R >>\n`),
    ...ascii(`startxref\n${xrefAt}\n%%EOF\n`),
  );
  return Uint8Array.from(out);
}
