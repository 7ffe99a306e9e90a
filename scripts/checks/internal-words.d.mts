/** Every internal word in `text` (spec sections, source paths, issue numbers), as found. */
export function internalWords(text: string): string[];
