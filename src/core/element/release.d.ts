/** This build's release: the folder of its files (scripts/release.mjs). */
declare module 'virtual:store-widgets/release' {
  export const RELEASE: string;
}
