import * as v from 'valibot';
import { nameSchema } from '../names/names';
import { addressSchema } from './address';
import { CompanyNameSchema } from './company-name';

/** A name not sent is reported as missing, not as a type. */
const AddresseeSchema = v.object({
  firstName: v.optional(nameSchema('first'), ''),
  lastName: v.optional(nameSchema('last'), ''),
  companyName: CompanyNameSchema,
});

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The names feed the "street must not include the name" rule; all fields are checked at once. */
export function namedAddressSchema({ line3Enabled }: { line3Enabled: boolean }) {
  // Rebuilt only when the names change: every keystroke revalidates.
  let last: { key: string; schema: ReturnType<typeof addressSchema> } | undefined;
  const addressFor = (input: unknown) => {
    const typed = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >;
    const context = {
      line3Enabled,
      firstName: textOf(typed.firstName),
      lastName: textOf(typed.lastName),
      organisation: textOf(typed.companyName),
    };
    const key = `${context.firstName}\n${context.lastName}\n${context.organisation}`;
    if (last?.key !== key) last = { key, schema: addressSchema(context) };
    return last.schema;
  };
  return v.lazy((input) => v.intersect([AddresseeSchema, addressFor(input)]));
}

export type NamedAddress = v.InferOutput<ReturnType<typeof namedAddressSchema>>;
