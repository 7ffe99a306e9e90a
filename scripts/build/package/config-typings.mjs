import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * `types/config.d.ts` of the npm package: the configuration object (`window.storeWidgetsConfig`,
 * or the `<script type="application/json" id="store-widgets-config">` element) as an interface,
 * each key optional and typed as the widgets validate it, with its comment. Made from the
 * configuration's schema (src/core/config/config-schema.ts) by the type checker, so a key added
 * there is typed here with nobody copying it; valibot's types stay out of the package.
 */
export const CONFIG_TYPINGS = 'config.d.ts';

const SCHEMA = fileURLToPath(new URL('../../../src/core/config/config-schema.ts', import.meta.url));

/** Our own words (spec sections, issue numbers) are not the integrator's: they are left out. */
function forIntegrators(text) {
  return text
    .replace(/\s*\((?:spec section|issue)[^()]*(?:\([^()]*\)[^()]*)*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function nameOf(node) {
  return ts.isVariableStatement(node)
    ? node.declarationList.declarations[0]?.name.getText()
    : node.name?.getText();
}

function doc(text, indent) {
  return text ? `${indent}/** ${forIntegrators(text).replace(/\*\//g, '*\\/')} */\n` : '';
}

export function configTypings(header) {
  const program = ts.createProgram([SCHEMA], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA);
  if (!source) throw new Error(`${SCHEMA}: not found`);
  const named = (test, name) => {
    const statement = source.statements.find((node) => test(node) && nameOf(node) === name);
    if (!statement) throw new Error(`${SCHEMA}: ${name} is missing`);
    return statement;
  };
  const fieldsDeclaration = named(ts.isVariableStatement, 'CONFIG_FIELDS').declarationList
    .declarations[0];
  const fields = checker.getTypeAtLocation(fieldsDeclaration.name);
  const config = checker.getTypeAtLocation(named(ts.isTypeAliasDeclaration, 'StoreConfig').name);
  const flags =
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const lines = [
    header,
    '/**',
    ' * The widgets\' configuration: the JSON of `<script type="application/json"',
    ' * id="store-widgets-config">`, with `window.storeWidgetsConfig` on top of it. Every key is',
    ' * optional here (the two are merged); a key with a wrong value is reported in the console',
    ' * and its default used.',
    ' */',
    'export interface StoreWidgetsConfig {',
  ];
  for (const property of checker.getPropertiesOfType(config)) {
    const field = fields.getProperty(property.name);
    const comment = ts.displayPartsToString(field?.getDocumentationComment(checker) ?? []);
    // The schema's output or the default's type: each once, without `undefined` (the key is
    // optional anyway) nor the `{}` of an empty default (the record type says it).
    const type = checker.getTypeOfSymbol(property);
    const members = new Set(
      (type.isUnion() ? type.types : [type]).map((member) =>
        checker.typeToString(member, undefined, flags),
      ),
    );
    if (members.delete('false') && members.delete('true')) members.add('boolean');
    const text = [...members].filter((member) => member !== 'undefined' && member !== '{}');
    lines.push(`${doc(comment, '  ')}  ${property.name}?: ${text.join(' | ')};`);
  }
  lines.push(
    '}',
    '',
    'declare global {',
    '  interface Window {',
    "    /** The widgets' configuration, read when the first widget loads. */",
    '    storeWidgetsConfig?: StoreWidgetsConfig;',
    '  }',
    '}',
    '',
  );
  return lines.join('\n');
}
