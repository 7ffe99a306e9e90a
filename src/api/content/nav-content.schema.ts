import * as v from 'valibot';

/** A link in the header navigation. `linkPath` is a site-relative path or an absolute https URL. */
export const NavLinkSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  linkPath: v.string(),
});

/** A titled list of links inside one top-level menu (spec: "child link lists"). */
export const NavColumnSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  linkPath: v.optional(v.string()),
  links: v.array(NavLinkSchema),
});

/** A top menu group (Assessments & Solutions, Learning & Training, Ordering & Support). */
export const NavMenuSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  linkPath: v.optional(v.string()),
  columns: v.array(NavColumnSchema),
});

/** first-level-nav-content.json, per locale. */
export const NavContentSchema = v.object({
  menus: v.pipe(v.array(NavMenuSchema), v.minLength(1)),
});

export type NavLink = v.InferOutput<typeof NavLinkSchema>;
export type NavColumn = v.InferOutput<typeof NavColumnSchema>;
export type NavMenu = v.InferOutput<typeof NavMenuSchema>;
export type NavContent = v.InferOutput<typeof NavContentSchema>;
