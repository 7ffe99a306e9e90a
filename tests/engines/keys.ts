import type { KeyAction } from './driver';

/** WebDriver's codes for the keys the journeys press (https://w3c.github.io/webdriver/#keyboard-actions). */
const CODES: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Delete: '\uE017',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
};

const code = (key: string) => {
  if (CODES[key]) return CODES[key];
  if ([...key].length === 1) return key;
  throw new Error(`Unknown key ${key}`);
};

/** `Shift+Tab`, `Control+v`, `Escape`: modifiers held down around the last key. */
export function pressActions(combo: string): KeyAction[] {
  const keys = combo.split('+').map(code);
  return [
    ...keys.map((value) => ({ type: 'keyDown' as const, value })),
    ...keys.reverse().map((value) => ({ type: 'keyUp' as const, value })),
  ];
}

/** Typing text, one key per character. */
export function typeActions(text: string): KeyAction[] {
  return [...text].flatMap((value) => [
    { type: 'keyDown' as const, value },
    { type: 'keyUp' as const, value },
  ]);
}
