import type { QueryEngine } from '../queries/query-engine';
import { readItem, removeItem, writeItem } from '../platform/storage';

/** SAP ASM's "emulation": in local storage, in force only while its agent is signed in. */
export interface Emulation {
  agentId: string;
  customerId: string;
  customerName: string;
}

export const EMULATION_KEY = 'store-widgets.emulation';

/** Anything malformed (another script, an old format) reads as none. */
export function readStoredEmulation(): Emulation | null {
  const raw = readItem(EMULATION_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof Emulation, unknown>> | null;
    if (
      typeof value?.agentId === 'string' &&
      typeof value.customerId === 'string' &&
      typeof value.customerName === 'string'
    ) {
      return {
        agentId: value.agentId,
        customerId: value.customerId,
        customerName: value.customerName,
      };
    }
  } catch {
    // Not JSON: none.
  }
  return null;
}

export function activeEmulation(state: {
  readonly emulation: Readonly<Emulation> | null;
  readonly session: {
    readonly user: { readonly id: string; readonly customerService?: boolean } | null;
  };
}): Readonly<Emulation> | null {
  const { emulation, session } = state;
  return emulation && session.user?.customerService && session.user.id === emulation.agentId
    ? emulation
    : null;
}

export interface EmulationHolder {
  store: { emulation: Emulation | null };
  queries: QueryEngine;
}

/** The personal reads are refetched so the agent's cart never shows as the customer's. */
export function writeEmulation(
  core: EmulationHolder,
  emulation: Emulation | null,
  { store = true } = {},
): void {
  const before = core.store.emulation;
  if (store) {
    if (emulation) writeItem(EMULATION_KEY, JSON.stringify(emulation));
    else removeItem(EMULATION_KEY);
  }
  if (before?.customerId === emulation?.customerId && before?.agentId === emulation?.agentId)
    return;
  core.store.emulation = emulation;
  // Reset, not removed: the widgets showing them refetch at once, with the new header.
  void core.queries.reset({ personal: true });
}

/** No write back: it is stored already. */
export function followEmulationOfOtherTabs(core: EmulationHolder): void {
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key !== EMULATION_KEY && event.key !== null) return;
    writeEmulation(core, readStoredEmulation(), { store: false });
  });
}

type EmulationEnder = (core: EmulationHolder) => Promise<void>;
let ender: EmulationEnder | undefined;

/** Installed by the session layer. */
export function setEmulationEnder(value: EmulationEnder): void {
  ender = value;
}

export function emulationEnder(): EmulationEnder | undefined {
  return ender;
}
