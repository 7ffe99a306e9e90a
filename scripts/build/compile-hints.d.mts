export const COMPILE_HINT: string;
export function compileHintBanner(chunk: { isEntry: boolean; name: string }): string;
