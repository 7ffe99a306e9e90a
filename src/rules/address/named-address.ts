import * as v from 'valibot';
import { nameSchema } from '../names/names';
import { addressSchema } from './address';
import { CompanyNameSchema } from './company-name';

/** The names the parcel is addressed to; a name not sent is reported as missing, not as a type. */
const AddresseeSchema = v.object({
  firstName: v.optional(nameSchema('first'), ''),
  lastName: v.optional(nameSchema('last'), ''),
  companyName: CompanyNameSchema,
});

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * An address with the names it goes to (the checkout's shipping and billing addresses, the address
 * book): first and last name (src/rules/names), an optional organisation (`companyName`, see
 * company-name.ts), and every field of `addressSchema`, whose "street must not include the name
 * or organisation" rule takes the names from the same input. Every field is checked at once, so
 * a form shows all its messages together. The output is trimmed and normalised (`companyName`
 * '' when empty, hidden fields '' as in addressSchema).
 */
export function namedAddressSchema({ line3Enabled }: { line3Enabled: boolean }) {
  // The address part depends on the names typed: rebuilt only when they change (every keystroke
  // of a form revalidates).
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
