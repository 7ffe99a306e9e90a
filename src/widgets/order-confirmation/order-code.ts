import { ORDER_CONFIRMATION_SEGMENT } from '../../core/routes/routes';

/** What an order code looks like (`W00001001`); anything else is "not found", never sent. */
const ORDER_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export function normalizeOrderCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return ORDER_CODE.test(code) ? code : null;
}

/**
 * The order code in `…/order-confirmation/{code}` (the route table's confirmation URL, wherever the
 * CMS mounts it). The page address is untrusted: a malformed or missing code is null.
 */
export function orderCodeFromPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf(ORDER_CONFIRMATION_SEGMENT);
  if (at < 0 || segments.length !== at + 2) return null;
  try {
    return normalizeOrderCode(decodeURIComponent(segments[at + 1] ?? ''));
  } catch {
    return null;
  }
}
