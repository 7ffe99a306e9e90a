/** The parts of custom-elements.json (schema 1.0.0) that our tests and scripts read. */
export interface ManifestItem {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
}

export interface ManifestAttribute extends ManifestItem {
  fieldName?: string;
}

export interface ManifestElement {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  members?: (
    | (ManifestItem & { kind: 'field'; attribute?: string })
    | (ManifestItem & {
        kind: 'method';
        parameters?: { name: string; optional?: boolean; type?: { text: string } }[];
        return?: { type?: { text: string } };
      })
  )[];
  events?: ManifestItem[];
  cssParts?: ManifestItem[];
  cssProperties?: ManifestItem[];
  slots?: ManifestItem[];
}

export interface Manifest {
  schemaVersion: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations?: ManifestElement[];
    exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
  }[];
}

export function generateManifest(root?: string): Manifest;
export function manifestText(manifest: Manifest): string;
export function packagePath(sourcePath: string): string;
