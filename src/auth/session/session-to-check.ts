import { readItem } from '../../core/platform/storage';
import {
  NOTIFICATIONS_PARAM,
  RENEWAL_KEY,
  TOKENS_KEY,
} from '../session-constants/session-constants';

/** Nothing of these: an anonymous visitor. */
export type SessionToCheck =
  'session-off' | 'tokens' | 'renewal' | 'sign-in-callback' | 'notifications';

export interface PageFacts {
  sessionEnabled: boolean;
  search: string;
}

/** What the page-load check would act on, read without its code so visitors never download it. */
export function sessionToCheck(page: PageFacts): SessionToCheck | undefined {
  if (!page.sessionEnabled) return 'session-off';
  if (readItem(TOKENS_KEY) !== null) return 'tokens';
  if (readItem(RENEWAL_KEY) !== null) return 'renewal';
  const query = new URLSearchParams(page.search);
  if (query.has('code') || query.has('error')) return 'sign-in-callback';
  if (query.has(NOTIFICATIONS_PARAM)) return 'notifications';
  return undefined;
}
