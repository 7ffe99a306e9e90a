import type { QueryEngine } from '../queries/query-engine';
import { forgetPersonalData } from '../queries/personal-data';
import type { StoreNotification, StoreState } from './store';
import type { User } from './user';

// The only writers of the shared store (valtio pattern).
interface StoreHolder {
  store: StoreState;
}

export function setUser(core: StoreHolder & { queries: QueryEngine }, user: User | null): void {
  const before = core.store.session.user;
  if (before && before.id !== user?.id) forgetPersonalData(core.queries);
  core.store.session.user = user;
}

export function finishSessionLoading({ store }: StoreHolder): void {
  store.session.loading = false;
}

export function setIdleWarning({ store }: StoreHolder, secondsLeft: number | null): void {
  store.session.idleWarning = secondsLeft;
}

export function setNotifications({ store }: StoreHolder, notifications: StoreNotification[]): void {
  store.notifications = notifications;
}

export function setStepUp({ store }: StoreHolder, query: Record<string, string> | null): void {
  store.stepUp = query;
}

export function setCountryUnidentified({ store }: StoreHolder, value: boolean): void {
  store.countryUnidentified = value;
}
