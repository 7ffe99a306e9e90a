import * as v from 'valibot';
import { logError } from '../platform/log';
import { CONFIG_FIELDS, type ConfigKey, type StoreConfig } from './config-schema';
import { CONFIG_ELEMENT_ID, readRawConfig, type ConfigElementProblem } from './raw-config';

/** A bad or missing key is logged by name and falls back to its default. */
export function parseConfig(raw: Record<string, unknown>): StoreConfig {
  const config: Record<string, unknown> = {};
  for (const key of Object.keys(CONFIG_FIELDS) as ConfigKey[]) {
    const field = CONFIG_FIELDS[key];
    const value = raw[key];
    if (value === undefined) {
      if ('required' in field && field.required) {
        logError(`config: "${key}" is missing; using the default`);
      }
      config[key] = field.fallback;
      continue;
    }
    const result = v.safeParse(field.schema as v.GenericSchema, value);
    if (result.success) {
      config[key] = result.output;
    } else {
      const reason = result.issues[0]?.message ?? 'invalid';
      logError(`config: "${key}" is invalid (${reason}); using the default`);
      config[key] = field.fallback;
    }
  }
  for (const key of Object.keys(raw)) {
    if (!(key in CONFIG_FIELDS)) logError(`config: unknown key "${key}" ignored`);
  }
  // Spec section 6: invoices in simplified mode disable the logged-in user feature.
  if (config.invoicesMode === 'simplified') config.sessionEnabled = false;
  return config as StoreConfig;
}

const PROBLEMS: Record<ConfigElementProblem, string> = {
  'not-an-object': `config: #${CONFIG_ELEMENT_ID} must hold a JSON object; using defaults`,
  'not-json': `config: #${CONFIG_ELEMENT_ID} is not valid JSON; using defaults`,
};

/** Reads the page configuration: the JSON element, then the global on top of it. */
export function readConfig(doc: Document | undefined = globalThis.document): StoreConfig {
  return parseConfig(
    readRawConfig(doc, (problem, ...details) => logError(PROBLEMS[problem], ...details)),
  );
}
