import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import { BASE_SITE_BY_LOCALE } from '../../core/locale/locales';
import { CommerceErrorListSchema, type CommerceErrorCode } from '../http/occ-errors';
import { OrderStatusLimitedSchema } from '../orders/order-history.schema';
import { ACCOUNT_CALLS } from './extension-calls-account';
import { CHECKOUT_CALLS } from './extension-calls-checkout';
import { INVOICE_CALLS } from './extension-calls-invoices';
import { ORDER_CALLS } from './extension-calls-orders';
import type { Access, Answer, ErrorCodes, ErrorStatus, ExtensionCall } from './extension-call';
import { callErrors } from './extension-errors';
import {
  COMMON_HEADERS,
  IDEMPOTENCY_KEY,
  LANG,
  PATH_PARAMETERS,
  type HeaderParameter,
} from './extension-parameters';
import { CONVERSION, parameterSchema, ref } from './extension-conversion';
import { COMPONENT_SCHEMAS } from './extension-schemas';

// The store's extension API as an OpenAPI 3.1 document (docs/commerce-api/extensions.openapi.json)
// for a SAP partner to build. No widget imports it: it never ships.

/** Every extension call, in the call table's order. */
export const EXTENSION_CALLS: readonly ExtensionCall[] = [
  ...CHECKOUT_CALLS,
  ...INVOICE_CALLS,
  ...ORDER_CALLS,
  ...ACCOUNT_CALLS,
].toSorted((a, b) => a.row - b.row);

const json = (schema: object) => ({ 'application/json': { schema } });

const headerParameter = (header: HeaderParameter) => ({
  name: header.name,
  in: 'header',
  required: header.required,
  description: header.description,
  schema: parameterSchema(header.schema),
});

const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

function parameters(call: ExtensionCall) {
  const pathNames = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return [
    ...pathNames.map((name) => {
      if (!PATH_PARAMETERS[name]) throw new Error(`No path parameter ${name} (${call.path})`);
      return parameterRef(name);
    }),
    ...(call.lang ? [parameterRef('lang')] : []),
    ...(call.query ?? []).map((query) => ({
      name: query.name,
      in: 'query',
      required: query.required,
      description: query.description,
      schema: parameterSchema(query.schema),
    })),
    ...Object.keys(COMMON_HEADERS).map(parameterRef),
    ...(call.idempotencyKey ? [parameterRef('IdempotencyKey')] : []),
  ];
}

function answer(ok: Answer) {
  if ('empty' in ok) return { description: ok.description };
  if ('pdf' in ok) return { description: ok.description, content: { 'application/pdf': {} } };
  return { description: ok.description, content: json(ref(ok.schema)) };
}

/** An error code's name in `components.examples`: `CartError.cartModified`. */
const exampleName = (code: CommerceErrorCode) =>
  [code.type, code.reason, code.subject, code.message].filter(Boolean).join('.');

/** Every error code of the document, as an example of OCC's error body. */
function errorExamples() {
  const codes = EXTENSION_CALLS.flatMap((call) =>
    Object.values(callErrors(call.access, call.body !== undefined, call.errors)).flatMap((table) =>
      Object.values(table),
    ),
  );
  const byName = new Map(codes.map((code) => [exampleName(code), code]));
  const example = (code: CommerceErrorCode) => ({
    summary: [code.type, code.reason].filter(Boolean).join(' / '),
    value: { errors: [{ ...code, message: code.message ?? 'Technical text, for logs.' }] },
  });
  return Object.fromEntries(
    [...byName]
      .toSorted(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, code]) => [name, example(code)]),
  );
}

/** A refusal: OCC's error list, its codes (`type`/`reason`) in the description and as examples. */
function refusal(status: ErrorStatus, codes: ErrorCodes, call: ExtensionCall) {
  const lines = Object.entries(codes).map(
    ([name, code]) =>
      `- \`${code.type}\`${code.reason ? ` / \`${code.reason}\`` : ''}` +
      `${code.subject ? ` (subject \`${code.subject}\`)` : ''}` +
      `${code.message ? ` (message \`${code.message}\`)` : ''}: ${name}`,
  );
  const examples = Object.fromEntries(
    Object.entries(codes).map(([name, code]) => [
      name,
      { $ref: `#/components/examples/${exampleName(code)}` },
    ]),
  );
  const limited = status === 429 && call.retryAfter;
  return {
    description: `Refused (\`type\` / \`reason\`: our name for it):\n\n${lines.join('\n')}`,
    ...(limited ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
    content: {
      'application/json': {
        schema: ref(limited ? OrderStatusLimitedSchema : CommerceErrorListSchema),
        examples,
      },
    },
  };
}

const RETRY_AFTER = {
  description: 'Seconds to wait before the next lookup.',
  schema: { type: 'integer', minimum: 1 },
};

const SECURITY: Readonly<Record<Access, object[]>> = {
  shopper: [{ bearer: [] }],
  agent: [{ bearer: [] }],
  anyone: [{}, { bearer: [] }],
  invoiceAccess: [{ invoiceAccess: [] }],
};

const ONCE =
  'Applied once per `X-Request-Id` (and `Idempotency-Key`, where sent): a repeat answers the ' +
  'first answer and changes nothing.';

function operation(call: ExtensionCall) {
  const refusals = Object.entries(
    callErrors(call.access, call.body !== undefined, call.errors),
  ) as [`${ErrorStatus}`, ErrorCodes][];
  const description = [call.description, call.once ? ONCE : undefined].filter(Boolean).join(' ');
  return {
    operationId: call.operationId,
    tags: [call.tag],
    summary: call.summary,
    ...(description ? { description } : {}),
    'x-occ-call-table-row': call.row,
    security: SECURITY[call.access],
    parameters: parameters(call),
    ...(call.body ? { requestBody: { required: true, content: json(ref(call.body)) } } : {}),
    responses: Object.fromEntries([
      ...call.answers.map((ok) => [String(ok.status), answer(ok)]),
      ...refusals
        .toSorted(([a], [b]) => Number(a) - Number(b))
        .map(([status, codes]) => [status, refusal(Number(status) as ErrorStatus, codes, call)]),
    ]),
  };
}

function paths() {
  const byPath: Record<string, Record<string, unknown>> = {};
  for (const call of EXTENSION_CALLS) {
    const item = (byPath[call.path] ??= {});
    if (item[call.method]) throw new Error(`Two calls ${call.method} ${call.path}`);
    item[call.method] = operation(call);
  }
  return byPath;
}

function components() {
  return {
    schemas: toJsonSchemaDefs(COMPONENT_SCHEMAS, CONVERSION),
    parameters: {
      ...Object.fromEntries(
        Object.entries(PATH_PARAMETERS).map(([name, parameter]) => [
          name,
          {
            name,
            in: 'path',
            required: true,
            description: parameter.description,
            schema: parameterSchema(parameter.schema),
          },
        ]),
      ),
      lang: {
        name: 'lang',
        in: 'query',
        required: false,
        description: LANG.description,
        schema: parameterSchema(LANG.schema),
      },
      ...Object.fromEntries(
        Object.entries(COMMON_HEADERS).map(([key, header]) => [key, headerParameter(header)]),
      ),
      IdempotencyKey: headerParameter(IDEMPOTENCY_KEY),
    },
    examples: errorExamples(),
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          'The signed-in shopper’s access token (a customer service member’s own, while acting for a customer).',
      },
      invoiceAccess: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Invoice-Access',
        description:
          'Simplified mode: the access token `POST /invoices/lookup` answered, for that invoice only.',
      },
    },
  };
}

const DESCRIPTION = `The store’s own commerce calls: those SAP Commerce OCC v2 has no operation for, \
for a SAP partner to build as an OCC extension. Paths are relative to OCC’s \
\`/occ/v2/{baseSiteId}\` (or to the store gateway’s prefix, with the base site in \`X-Site-Id\`). \
Errors are OCC’s error list \`{errors:[{type, reason, subject, subjectType, message}]}\`; each \
refusal lists the \`type\`/\`reason\` pairs the widgets tell apart. Built from the widgets’ \
valibot schemas; docs/commerce-api/README.md says how.`;

export function extensionsOpenApi() {
  return {
    openapi: '3.1.0',
    info: { title: 'Store commerce extension API', version: '1.0.0', description: DESCRIPTION },
    servers: [
      {
        url: '/occ/v2/{baseSiteId}',
        description: 'SAP Commerce OCC v2 addressing.',
        variables: {
          baseSiteId: {
            default: BASE_SITE_BY_LOCALE['en-us'],
            enum: [...new Set(Object.values(BASE_SITE_BY_LOCALE))],
          },
        },
      },
      {
        url: '/headless/ecommerce/v2',
        description: 'The store gateway: the base site in `X-Site-Id`.',
      },
    ],
    tags: [...new Set(EXTENSION_CALLS.map((call) => call.tag))].map((name) => ({ name })),
    paths: paths(),
    components: components(),
  };
}
