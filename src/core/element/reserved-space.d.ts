/**
 * The widgets' reserved boxes, from their facts (scripts/build/widget-facts.mjs): block heights (px, or an account page's length) by
 * the comma-joined names sharing one (without `store-`), and the inline widgets' rules.
 */
declare module 'virtual:store-widgets/reserved-space' {
  export const BLOCK_HEIGHTS: Record<string, number | string>;
  export const INLINE_RULES: string;
}
