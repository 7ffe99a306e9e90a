/** Test-only faults for any endpoint, shared by the msw handlers and the demo host's server. */
/**
 * `network`: dropped before the backend. `lost`: handled, then dropped before the answer (what an
 * idempotent retry is for; real HTTP only). `hold`: waits until the test calls `releaseHeld`.
 */
export type FaultMode = '500' | 'timeout' | 'malformed' | 'network' | 'lost' | 'hold';

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

let held: (() => void)[] = [];

/** Faults gone; held requests go on (none is left waiting into the next test). */
export function clearFaults(): void {
  faults = [];
  releaseHeld();
}

export function holdRequest(): Promise<void> {
  return new Promise((resolve) => held.push(resolve));
}

export function heldCount(): number {
  return held.length;
}

/** Lets every held request go on to the backend; returns how many there were. */
export function releaseHeld(): number {
  const waiting = held;
  held = [];
  for (const resume of waiting) resume();
  return waiting.length;
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
