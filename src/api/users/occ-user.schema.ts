import * as v from 'valibot';

/**
 * The user as OCC's `GET users/{userId}` sends it (UserWsDTO), only what the store reads: the
 * names. Either may be left out (a customer registered without it); read only by
 * user-converter.ts.
 */
export const OccUserSchema = v.object({
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
});
export type OccUser = v.InferOutput<typeof OccUserSchema>;
export type OccUserWire = v.InferInput<typeof OccUserSchema>;
