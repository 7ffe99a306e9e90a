import { emulationEnder, writeEmulation, type Emulation, type EmulationHolder } from './emulation';

export function setEmulation(
  core: EmulationHolder,
  emulation: Emulation | null,
  options: { store?: boolean } = {},
): void {
  writeEmulation(core, emulation, options);
}

/** Without an installed ender, at least forget it here. */
export async function requestEndEmulation(core: EmulationHolder): Promise<void> {
  const ender = emulationEnder();
  if (ender) await ender(core);
  else setEmulation(core, null);
}
