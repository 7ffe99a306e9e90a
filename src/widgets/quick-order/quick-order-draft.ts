import { readItem, removeItem, writeItem } from '../../core/platform/storage';
import type { DraftRow } from './quick-order-state';

/** Rows typed but not added survive a reload (sign-in by redirect), in this tab's sessionStorage. */
export const DRAFT_KEY = 'store-widgets.quick-order.draft';

export function readDraft(): DraftRow[] {
  try {
    const parsed: unknown = JSON.parse(readItem(DRAFT_KEY, 'session') ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (row): row is DraftRow =>
        typeof row === 'object' &&
        row !== null &&
        typeof (row as DraftRow).entry === 'string' &&
        typeof (row as DraftRow).quantity === 'string',
    );
  } catch {
    return [];
  }
}

/** Storage full or refused: the rows still live as long as the page. */
export function writeDraft(rows: readonly DraftRow[]): void {
  if (rows.length === 0) removeItem(DRAFT_KEY, 'session');
  else writeItem(DRAFT_KEY, JSON.stringify(rows), 'session');
}
