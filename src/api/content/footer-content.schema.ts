import * as v from 'valibot';

export const FooterLinkSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  linkPath: v.string(),
});

/** A footer column: a title, its links, maybe sub-columns (spec: "nested tree of columns"). */
export interface FooterColumn {
  title: string;
  linkPath?: string | undefined;
  links: { title: string; linkPath: string }[];
  columns?: FooterColumn[] | undefined;
}
export const FooterColumnSchema: v.GenericSchema<FooterColumn> = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  linkPath: v.optional(v.string()),
  links: v.array(FooterLinkSchema),
  columns: v.optional(v.array(v.lazy(() => FooterColumnSchema))),
});

export const FooterTileSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  text: v.string(),
  linkPath: v.optional(v.string()),
});

export const FooterTextBlockSchema = v.object({
  text: v.pipe(v.string(), v.minLength(1)),
});

export const SocialLinkSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  href: v.string(),
  enabled: v.boolean(),
});

/** footer-content.json, per locale. */
export const FooterContentSchema = v.object({
  columns: v.array(FooterColumnSchema),
  tiles: v.array(FooterTileSchema),
  textBlocks: v.array(FooterTextBlockSchema),
  socialLinks: v.array(SocialLinkSchema),
});

export type FooterTile = v.InferOutput<typeof FooterTileSchema>;
export type FooterTextBlock = v.InferOutput<typeof FooterTextBlockSchema>;
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;
export type FooterContent = v.InferOutput<typeof FooterContentSchema>;
