/**
 * The loader's importers, by tag, made by the build from the element files
 * (scripts/build/widget-files.mjs); each is an `ElementImporter` (lazy-registry.ts).
 */
declare module 'virtual:store-widgets/importers' {
  const importers: Record<string, () => Promise<{ default: CustomElementConstructor }>>;
  export default importers;
}
