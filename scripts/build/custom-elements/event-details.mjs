import ts from 'typescript';

/**
 * The detail type of every `store-*` event, read from the core's `StoreEventMap`
 * (src/core/events/events.ts), the one type `emit()` checks every dispatch against. Each detail is
 * printed in full (aliases such as `SignOutReason` expanded), so the manifest and the typings made
 * from it stand alone: an integrator has neither our sources nor our type names.
 */
export function readEventDetails(eventsFile) {
  const program = ts.createProgram([eventsFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    // ES5's globals are enough for the details (plain data); the DOM's would triple the time.
    lib: ['lib.es5.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(eventsFile);
  const map = source?.statements.find(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'StoreEventMap',
  );
  if (!map) throw new Error(`${eventsFile}: no StoreEventMap interface`);
  const details = new Map();
  for (const property of checker.getTypeAtLocation(map).getProperties()) {
    details.set(property.name, printType(checker, checker.getTypeOfSymbol(property)));
  }
  return details;
}

function printType(checker, type) {
  if (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean)) {
    return type.types.map((member) => printType(checker, member)).join(' | ');
  }
  // A promise in a detail (`store-cart-update-started`'s `result`): what it settles with, in full.
  if (type.symbol?.name === 'Promise' && type.flags & ts.TypeFlags.Object) {
    const [settled] = checker.getTypeArguments(type);
    if (settled) return `Promise<${printType(checker, settled)}>`;
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type);
    const text = printType(checker, element);
    return element.isUnion() ? `(${text})[]` : `${text}[]`;
  }
  const isPlainObject =
    type.flags & ts.TypeFlags.Object &&
    !type.aliasSymbol &&
    type.getCallSignatures().length === 0 &&
    (type.objectFlags & ts.ObjectFlags.Anonymous ||
      type.symbol?.flags & ts.SymbolFlags.TypeLiteral);
  if (isPlainObject) {
    const members = type.getProperties().map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${property.name}${optional}: ${printType(checker, checker.getTypeOfSymbol(property))}`;
    });
    return members.length === 0 ? '{}' : `{ ${members.join('; ')} }`;
  }
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}
