/**
 * Words of ours that mean nothing to an integrator: references to the spec's sections, the
 * repository's source paths, and issue numbers. The integrator docs (/docs, the npm package's
 * README) must have none; tests/unit/package-readme.test.ts and tests/e2e/docs.spec.ts check.
 */
const INTERNAL = [
  /\bspec(?:ification)?\s+section\b/gi,
  /\bspec\s+\d+\b/gi,
  /(?:^|[\s`'"(/])src\/[\w./*-]*/g,
  /(?:^|[\s`'"(/])(?:scripts|tests|demo-host|stories)\/[\w./*-]*/g,
  /\bissues?\s+#?\d+/gi,
  /(?:^|[\s(])#\d+\b/g,
];

/** Every internal word in `text`, as found (empty: none). */
export function internalWords(text) {
  return INTERNAL.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[0].replace(/^[^\w#]+/, '')),
  );
}
