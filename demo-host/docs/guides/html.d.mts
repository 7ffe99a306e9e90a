export function p(...lines: string[]): string;
export function ul(items: string[]): string;
export function pre(code: string): string;
export function h2(text: string): string;
export function table(caption: string, columns: string[], rows: string[][]): string;
