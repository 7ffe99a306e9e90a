import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generateTypings } from '../../scripts/build/custom-elements/typings.mjs';

/**
 * Compiles tests/types/consumer.tsx (an integrator's page) with tests/types/tsconfig.json, the
 * typings it names in dist/types/ made here in memory from the committed custom-elements.json (no
 * build needed). The consumer's `@ts-expect-error` lines are mistakes the typings must refuse: an
 * unused one is an error, so typings that stop biting fail this test.
 */
function compileConsumer(): string[] {
  const configPath = resolve('tests/types/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tests/types/tsconfig.json: unreadable');
  const typings = generateTypings(JSON.parse(readFileSync('custom-elements.json', 'utf8')));
  const generated = new Map(
    Object.entries(typings).map(([file, text]) => [resolve('dist/types', file), text]),
  );
  const host = ts.createCompilerHost(config.options);
  const { fileExists, directoryExists, readFile, getSourceFile } = host;
  // The generated files stand where the build puts them (dist/types/), which may not exist yet.
  const typingsDir = resolve('dist/types');
  host.directoryExists = (dir) => typingsDir.startsWith(resolve(dir)) || !!directoryExists?.(dir);
  host.fileExists = (file) => generated.has(resolve(file)) || fileExists(file);
  host.readFile = (file) => generated.get(resolve(file)) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = generated.get(resolve(file));
    return text === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  // Our files only: checking all of React's typings would triple the time and test nothing of ours.
  const ours = config.fileNames.map((file) => program.getSourceFile(file));
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...ours.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
  return diagnostics.map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: `
      : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}

describe('the typings made from custom-elements.json', () => {
  it("compile an integrator's page and refuse its mistakes", () => {
    expect(compileConsumer()).toEqual([]);
  }, 60_000);
});
