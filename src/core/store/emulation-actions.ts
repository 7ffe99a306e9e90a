import { getCore } from '../core';
import { emulationEnder, writeEmulation, type Emulation } from './emulation';

/** The page's emulation (src/core/store/emulation.ts), written for the page's core. */
export function setEmulation(emulation: Emulation | null, options: { store?: boolean } = {}): void {
  writeEmulation(getCore(), emulation, options);
}

/** "End session" in a widget's banner: the installed ender, else at least forget it here. */
export async function requestEndEmulation(): Promise<void> {
  const ender = emulationEnder();
  if (ender) await ender();
  else setEmulation(null);
}
