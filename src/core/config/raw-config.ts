// The page's configuration before validation. No valibot here: the loader reads it too.

export const CONFIG_ELEMENT_ID = 'store-widgets-config';
export const CONFIG_GLOBAL = 'storeWidgetsConfig';

export type ConfigElementProblem = 'not-an-object' | 'not-json';

/** The core logs the problem; the loader stays quiet. */
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
