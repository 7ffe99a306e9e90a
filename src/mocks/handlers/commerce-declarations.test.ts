import { readFileSync } from 'node:fs';
import type { HttpHandler } from 'msw';
import { describe, expect, test } from 'vitest';
import { handlers, occAddressing } from '../handlers';
import { COMMERCE_BASE } from './commerce-base';
import { declarationOf } from './commerce-declarations';
import { OCC_OPERATIONS, type OccOperation } from './occ-operations';

/**
 * The fake backend answers OCC and the declared extensions and nothing else: every handler is
 * declared, and every operation of the extension document has a handler.
 */

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

describe('the fake backend’s declared calls', () => {
  test('every handler is declared', () => {
    expect(commerceHandlers.length).toBeGreaterThan(50);
    for (const handler of routed) {
      expect(declarationOf(handler), where(handler)).toBeDefined();
    }
  });

  test('a commerce handler answers an OCC operation of the list or an extension of the document', () => {
    for (const handler of commerceHandlers) {
      const declaration = declarationOf(handler);
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
