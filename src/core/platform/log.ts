/** So that an integrator can filter our messages in the console. */
const PREFIX = '[store-widgets]';

export function logError(message: string, ...details: unknown[]): void {
  console.error(PREFIX, message, ...details);
}

export function logWarning(message: string, ...details: unknown[]): void {
  console.warn(PREFIX, message, ...details);
}
