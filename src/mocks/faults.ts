/**
 * Test-only faults: make any endpoint of the fake backend fail. Shared by the in-process msw
 * handlers (vitest, Storybook) and the demo host's HTTP server, so one registry serves both.
 */
/**
 * `network`: the connection drops before the request reaches the backend. `lost`: the backend
 * handles the request (an order is placed), then the connection drops before its answer arrives —
 * the case an idempotent retry is for. Over real HTTP only (the demo server does both).
 */
export type FaultMode = '500' | 'timeout' | 'malformed' | 'network' | 'lost';

export interface Fault {
  /** Path pattern; `*` matches within one path segment, `**` across segments. */
  path: string;
  method?: string | undefined;
  mode: FaultMode;
  /** How many requests fail before the fault clears itself; unlimited when absent. */
  times?: number | undefined;
}

interface ActiveFault extends Fault {
  pattern: RegExp;
}

let faults: ActiveFault[] = [];

function toPattern(path: string): RegExp {
  const escaped = path
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

export function addFault(fault: Fault): void {
  faults.push({ ...fault, pattern: toPattern(fault.path) });
}

export function clearFaults(): void {
  faults = [];
}

/** The fault that would apply to this request, without counting it. */
export function peekFault(method: string, pathname: string): FaultMode | undefined {
  return findFault(method, pathname)?.mode;
}

function findFault(method: string, pathname: string): ActiveFault | undefined {
  return faults.find(
    (f) =>
      f.pattern.test(pathname) && (!f.method || f.method.toUpperCase() === method.toUpperCase()),
  );
}

/** The fault for this request, if any; counts it against `times`. */
export function takeFault(method: string, pathname: string): FaultMode | undefined {
  const fault = findFault(method, pathname);
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
  }
  return fault.mode;
}
