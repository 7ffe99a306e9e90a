/** [key, default, meaning] of every configuration key (config-keys.mjs). */
export const CONFIG_KEYS: [string, string, string][];
