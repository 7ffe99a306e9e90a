/**
 * Which source modules a built chunk is made of, from its source map: each module's minified
 * bytes (the generated code its mappings cover) and gzip -9 of those bytes on their own (a module
 * compresses a little worse alone than inside the chunk, so the shares are estimates).
 */
import { readFileSync } from 'node:fs';
import { gzip9 } from './gzip.mjs';
import { decode } from '@jridgewell/sourcemap-codec';

/** Modules of `file` (a built .js with its .map beside it), biggest first. */
export function chunkModules(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const parts = new Map();
  decode(map.mappings).forEach((segments, line) => {
    const text = lines[line] ?? '';
    segments.forEach((segment, i) => {
      if (segment.length < 2) return;
      const end = segments[i + 1]?.[0] ?? text.length;
      const source = map.sources[segment[1]];
      parts.set(source, (parts.get(source) ?? '') + text.slice(segment[0], end));
    });
  });
  return [...parts]
    .map(([source, text]) => ({
      source: source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, ''),
      min: Buffer.byteLength(text),
      gzip: gzip9(text),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The package (or our own folder) a module belongs to. */
export function packageOf(source) {
  const parts = source.split('/');
  if (parts[0] === 'src') return parts.slice(0, 3).join('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}
