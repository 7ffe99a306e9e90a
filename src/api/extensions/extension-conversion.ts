import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { isEmailAddress } from '../../rules/email/email';
import { INVOICE_STATUSES } from '../../rules/invoice/invoice-status';
import { InvoiceStatusWireSchema } from '../invoices/invoice.schema';
import { QualificationListSchema } from '../qualifications/qualification.schema';
import { COMPONENT_SCHEMAS } from './extension-schemas';

/** How extensions-openapi.ts turns our valibot schemas into JSON Schema. */

const SCHEMA_REF = '#/components/schemas/';

/** What the converter cannot map, and how each is mapped instead. */
export const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // `trim` and `transform` change an accepted value: the wire value is the schema's without them.
  ignoreActions: ['trim', 'transform'],
  overrideAction: ({ valibotAction: action, jsonSchema }) => {
    const requirement: unknown = 'requirement' in action ? action.requirement : undefined;
    // JSON Schema 2020-12 patterns have Unicode semantics already, so the `u` source stands.
    if (action.type === 'regex' && requirement instanceof RegExp && requirement.flags === 'u') {
      return { ...jsonSchema, pattern: requirement.source };
    }
    if (action.type === 'check' && requirement === isEmailAddress) {
      return { ...jsonSchema, format: 'email' };
    }
    return undefined;
  },
  overrideSchema: ({ valibotSchema }) => {
    // The list leaves out what it cannot read; the platform sends Qualification items.
    if (valibotSchema === QualificationListSchema.entries.qualifications.pipe[0]) {
      return { type: 'array', items: { $ref: `${SCHEMA_REF}Qualification` } };
    }
    // The client reads an unknown status from the amounts and dates; the platform sends ours.
    if (valibotSchema === InvoiceStatusWireSchema) {
      return { enum: [...INVOICE_STATUSES], type: 'string' };
    }
    return undefined;
  },
  overrideRef: ({ referenceId }) => `${SCHEMA_REF}${referenceId}`,
};

const NAMES = new Map<v.GenericSchema, string>(
  Object.entries(COMPONENT_SCHEMAS).map(([name, schema]) => [schema, name]),
);

export function ref(schema: v.GenericSchema): { $ref: string } {
  const name = NAMES.get(schema);
  if (!name) throw new Error(`A body schema (${schema.type}) is missing from COMPONENT_SCHEMAS`);
  return { $ref: `${SCHEMA_REF}${name}` };
}

/** No `$schema`: the document's dialect is OpenAPI 3.1's. */
export function parameterSchema(schema: v.GenericSchema): JsonSchema {
  const converted = toJsonSchema(schema, CONVERSION);
  delete converted.$schema;
  return converted;
}
