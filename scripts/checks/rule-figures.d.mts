/** A rule's figure as prose would write it: see rule-figures.mjs. */
export interface RuleFigure {
  name: string;
  value: number;
  units: readonly string[];
  prefixes?: readonly string[];
  phrases?: readonly string[];
}
export function figureWords(
  text: string,
  figures: readonly RuleFigure[],
): { name: string; found: string }[];
export function proseOfScript(
  path: string,
  text: string,
  withStrings: boolean,
): { line: number; text: string }[];
export function repositoryProse(root?: string): { file: string; line: number; text: string }[];
export function figuresInProse(figures: readonly RuleFigure[], root?: string): string[];
