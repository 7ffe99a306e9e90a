import * as v from 'valibot';
import { PaginationSchema } from '../products/product.schema';

/** SAP's assisted service customer search answer, read only by customer-search-converter.ts. */

export const OccCustomerSchema = v.object({
  /** The email, lower-cased. */
  uid: v.string(),
  /** The customer's id, which Spartacus starts an emulation with; may be left out. */
  customerId: v.optional(v.string()),
  displayUid: v.optional(v.string()),
  /** Used when the first and last names are not sent. */
  name: v.optional(v.string()),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
});
export type OccCustomer = v.InferOutput<typeof OccCustomerSchema>;
export type OccCustomerWire = v.InferInput<typeof OccCustomerSchema>;

export const OccCustomerSearchPageSchema = v.object({
  /** No match: OCC may leave the list out. */
  entries: v.optional(v.array(OccCustomerSchema), []),
  pagination: v.optional(PaginationSchema),
});
export type OccCustomerSearchPage = v.InferOutput<typeof OccCustomerSearchPageSchema>;
export type OccCustomerSearchPageWire = v.InferInput<typeof OccCustomerSearchPageSchema>;
