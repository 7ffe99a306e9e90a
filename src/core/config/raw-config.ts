/**
 * The page's configuration as written, before validation: the JSON element, then the global on
 * top of it. The loader reads it too (to start the content requests while the runtime downloads),
 * so this module imports nothing and stays out of the runtime (vite.config.ts, LOADER_MODULES);
 * read-config.ts validates what it returns.
 */

/** The element a CMS page uses for configuration: `<script type="application/json" id="store-widgets-config">`. */
export const CONFIG_ELEMENT_ID = 'store-widgets-config';
/** The global an integrator may set instead of (or on top of) the JSON element. */
export const CONFIG_GLOBAL = 'storeWidgetsConfig';

/** What a base URL key (`apiBase`, `contentBase`, ...) may hold: an absolute URL, a path, or nothing. */
export const HTTP_BASE = /^(https?:\/\/[^\s]+|\/[^\s]*|)$/;

/** How a problem is reported: the runtime logs it, the loader stays silent (the runtime will). */
type Report = (message: string, error?: unknown) => void;

function readJsonElement(doc: Document | undefined, report: Report): Record<string, unknown> {
  const element = doc?.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
    report(`config: #${CONFIG_ELEMENT_ID} must hold a JSON object; using defaults`);
  } catch (error) {
    report(`config: #${CONFIG_ELEMENT_ID} is not valid JSON; using defaults`, error);
  }
  return {};
}

function readGlobal(): Record<string, unknown> {
  const value = (globalThis as Record<string, unknown>)[CONFIG_GLOBAL];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The JSON element's keys with the global's on top, unvalidated. */
export function readRawConfig(
  doc: Document | undefined,
  report: Report = () => {},
): Record<string, unknown> {
  return { ...readJsonElement(doc, report), ...readGlobal() };
}
