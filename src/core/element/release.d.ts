/** This build's release: the folder of its files (scripts/build/release.mjs). */
declare module 'virtual:store-widgets/release' {
  export const RELEASE: string;
}
