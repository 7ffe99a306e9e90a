/**
 * The page's configuration as written, before validation: the JSON element, then the global on
 * top of it. No valibot here: the loader reads it too (src/api/content/early-content.ts), and
 * read-config.ts validates it for everyone else.
 */

/** The element a CMS page uses for configuration: `<script type="application/json" id="store-widgets-config">`. */
export const CONFIG_ELEMENT_ID = 'store-widgets-config';
/** The global an integrator may set instead of (or on top of) the JSON element. */
export const CONFIG_GLOBAL = 'storeWidgetsConfig';

/** What can be wrong with the JSON element (read-config.ts words it for the console). */
export type ConfigElementProblem = 'not-an-object' | 'not-json';

/** Called with what is wrong with the JSON element (the core logs it; the loader stays quiet). */
type Report = (problem: ConfigElementProblem, ...details: unknown[]) => void;

function readJsonElement(doc: Document | undefined, report: Report): Record<string, unknown> {
  const element = doc?.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
    report('not-an-object');
  } catch (error) {
    report('not-json', error);
  }
  return {};
}

function readGlobal(): Record<string, unknown> {
  const value = (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The raw configuration: the JSON element's keys, then the global's on top. */
export function readRawConfig(
  doc: Document | undefined = globalThis.document,
  report: Report = () => undefined,
): Record<string, unknown> {
  return { ...readJsonElement(doc, report), ...readGlobal() };
}
