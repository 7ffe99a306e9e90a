import { emulationEnder, writeEmulation, type Emulation, type EmulationHolder } from './emulation';

/** The page's emulation (emulation.ts), written to the given core. */
export function setEmulation(
  core: EmulationHolder,
  emulation: Emulation | null,
  options: { store?: boolean } = {},
): void {
  writeEmulation(core, emulation, options);
}

/** "End session" in a widget's banner: the installed ender, else at least forget it here. */
export async function requestEndEmulation(core: EmulationHolder): Promise<void> {
  const ender = emulationEnder();
  if (ender) await ender(core);
  else setEmulation(core, null);
}
