import * as v from 'valibot';

/** OCC's UserWsDTO names; either may be left out. */
export const OccUserSchema = v.object({
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
});
export type OccUser = v.InferOutput<typeof OccUserSchema>;
export type OccUserWire = v.InferInput<typeof OccUserSchema>;
