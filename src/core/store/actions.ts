import { getCore } from '../core';
import { forgetPersonalData } from '../personal-data';
import type { StoreNotification } from './store';
import type { User } from './user';

/** Module-level actions: the only writers of the shared store (valtio pattern). */

export function setUser(user: User | null): void {
  const { store, queries } = getCore();
  const before = store.session.user;
  if (before && before.id !== user?.id) forgetPersonalData(queries);
  store.session.user = user;
}

export function finishSessionLoading(): void {
  getCore().store.session.loading = false;
}

export function setIdleWarning(secondsLeft: number | null): void {
  getCore().store.session.idleWarning = secondsLeft;
}

export function setNotifications(notifications: StoreNotification[]): void {
  getCore().store.notifications = notifications;
}

export function setStepUp(query: Record<string, string> | null): void {
  getCore().store.stepUp = query;
}

export function setCountryUnidentified(value: boolean): void {
  getCore().store.countryUnidentified = value;
}
