import { readFileSync } from 'node:fs';
import type { HttpHandler } from 'msw';
import { describe, expect, test } from 'vitest';
import { handlers, occAddressing } from '../../src/mocks/handlers';
import { COMMERCE_BASE } from '../../src/mocks/handlers/commerce-base';
import { declarationOf } from '../../src/mocks/handlers/commerce-declarations';
import { OCC_OPERATIONS, type OccOperation } from '../../src/mocks/handlers/occ-operations';

/**
 * The fake backend answers OCC and the declared extensions and nothing else: every commerce
 * handler is declared (commerce-declarations.ts) as an OCC operation of occ-operations.ts or an
 * operation of the extension API's document, every operation of that document has a handler, and
 * every other handler is declared as a service that is not the commerce API.
 */

/**
 * Commerce calls still on the store's own paths while they are being converted: neither OCC nor
 * an extension yet. The list only shrinks: an entry whose handler is gone, or is now declared, or
 * answers an OCC operation or an extension fails the test until it is taken off.
 */
const NOT_YET_CONVERTED: readonly { row: number; method: string; path: string }[] = [
  // The shopper's invoices, one and its PDF: OCC's are B2B `orgUnits/{orgUnitId}/orgDocuments`.
  { row: 39, method: 'GET', path: '/users/{}/invoices' },
  { row: 40, method: 'GET', path: '/users/{}/invoices/{}' },
  { row: 42, method: 'GET', path: '/users/{}/invoices/{}/pdf' },
];

interface DocumentOperation {
  operationId: string;
}
const extensionDocument = JSON.parse(
  readFileSync('docs/commerce-api/extensions.openapi.json', 'utf8'),
) as { paths: Record<string, Record<string, DocumentOperation>> };

/** Every operation of the extension API's document. */
const extensionOperations = Object.entries(extensionDocument.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    operationId: operation.operationId,
  })),
);

const routed = handlers.filter((handler) => handler !== occAddressing) as HttpHandler[];
const pathOf = (handler: HttpHandler) => handler.info.path;
const where = (handler: HttpHandler) => `${handler.info.method} ${String(pathOf(handler))}`;

/** A handler's path under the commerce prefix, each `:param` as `{}`; undefined for another. */
function commercePath(handler: HttpHandler): string | undefined {
  const path = pathOf(handler);
  if (typeof path !== 'string' || !path.startsWith(`${COMMERCE_BASE}/`)) return undefined;
  return path.slice(COMMERCE_BASE.length).replace(/:\w+/g, '{}');
}

/**
 * The handler's path is one of the template's: the same segments, where a `{param}` of the
 * template may be fixed (`carts/current`) but a literal of the template may not be a parameter.
 */
function isInstance(handlerPath: string, template: string): boolean {
  const ours = handlerPath.split('/');
  const theirs = template.split('/');
  return (
    ours.length === theirs.length &&
    theirs.every((segment, index) => /^\{\w*\}$/.test(segment) || segment === ours[index])
  );
}

const answers = (handler: HttpHandler, operation: { method: string; path: string }) => {
  const path = commercePath(handler);
  return (
    path !== undefined &&
    handler.info.method === operation.method &&
    isInstance(path, operation.path)
  );
};

const commerceHandlers = routed.filter((handler) => commercePath(handler) !== undefined);
const allowListed = (handler: HttpHandler) =>
  NOT_YET_CONVERTED.some((entry) => answers(handler, entry));

describe('the fake backend’s declared calls', () => {
  test('every handler is declared, or is a commerce call not yet converted', () => {
    expect(commerceHandlers.length).toBeGreaterThan(50);
    for (const handler of routed) {
      if (allowListed(handler)) continue;
      expect(declarationOf(handler), where(handler)).toBeDefined();
    }
  });

  test('a commerce handler answers an OCC operation of the list or an extension of the document', () => {
    for (const handler of commerceHandlers) {
      const declaration = declarationOf(handler);
      if (!declaration && allowListed(handler)) continue;
      switch (declaration?.kind) {
        case 'occ': {
          const operation: OccOperation = OCC_OPERATIONS[declaration.operation];
          expect(answers(handler, operation), `${where(handler)}: ${declaration.operation}`).toBe(
            true,
          );
          break;
        }
        case 'extension': {
          const operation = extensionOperations.find(
            ({ operationId }) => operationId === declaration.operationId,
          );
          expect(operation, `${where(handler)}: ${declaration.operationId}`).toBeDefined();
          if (operation) expect(answers(handler, operation), where(handler)).toBe(true);
          break;
        }
        default:
          expect.fail(`${where(handler)} is under the commerce prefix but declared a service`);
      }
    }
  });

  test('every operation of the extension document has a handler', () => {
    expect(extensionOperations.length).toBeGreaterThan(0);
    for (const operation of extensionOperations) {
      const answered = commerceHandlers.filter((handler) => {
        const declaration = declarationOf(handler);
        return (
          declaration?.kind === 'extension' && declaration.operationId === operation.operationId
        );
      });
      expect(answered.length, `${operation.method} ${operation.path}`).toBeGreaterThan(0);
    }
  });

  test('every OCC operation of the list has a handler', () => {
    for (const name of Object.keys(OCC_OPERATIONS)) {
      const answered = commerceHandlers.filter((handler) => {
        const declaration = declarationOf(handler);
        return declaration?.kind === 'occ' && declaration.operation === name;
      });
      expect(answered.length, name).toBeGreaterThan(0);
    }
  });

  test('the not-yet-converted list names only undeclared handlers, neither OCC nor extension', () => {
    for (const entry of NOT_YET_CONVERTED) {
      const label = `row ${entry.row}: ${entry.method} ${entry.path}`;
      const found = commerceHandlers.filter((handler) => answers(handler, entry));
      expect(found, `${label} has no handler: take it off the list`).toHaveLength(1);
      const [handler] = found;
      if (!handler) continue;
      expect(declarationOf(handler), `${label} is declared now: take it off the list`).toBe(
        undefined,
      );
      const occ = Object.entries(OCC_OPERATIONS).filter(([, operation]) =>
        answers(handler, operation),
      );
      const extension = extensionOperations.filter((operation) => answers(handler, operation));
      expect([...occ.map(([name]) => name), ...extension], `${label}: declare it`).toEqual([]);
    }
  });

  test('a service handler is not under the commerce prefix and answers no commerce call', async () => {
    const services = routed.filter((handler) => declarationOf(handler)?.kind === 'service');
    expect(services.length).toBeGreaterThan(20);
    // A request to each commerce handler's path, its parameters filled in.
    const commerceRequests = commerceHandlers.map(
      (handler) =>
        new Request(`http://localhost${String(pathOf(handler)).slice(1).replace(/:\w+/g, 'x-1')}`, {
          method: handler.info.method as string,
        }),
    );
    for (const handler of services) {
      expect(commercePath(handler), where(handler)).toBeUndefined();
      for (const request of commerceRequests) {
        expect(
          await handler.test({ request }),
          `${where(handler)} answers ${request.method} ${request.url}`,
        ).toBe(false);
      }
    }
  });
});
