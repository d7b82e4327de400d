import { omitFields, type CollectionRecord, type ShownNotifications } from '@shared/schemas';
import { MAX_SHOWN_NOTIFICATIONS, notificationFieldsKeptOnServer, type UserNotification } from '@shared/portalApi';
import type { Principal } from '../../auth/userData';
import type { Store } from '../../store/store';

type Notification = CollectionRecord<'notifications'>;

const sameId = (a: string | number, b: string | number) => String(a) === String(b);

const isForEveryone = (notification: Notification): boolean =>
  notification.targetAccountIds.length === 0 && notification.targetOrgIds.length === 0;

/** Without targets a notification is for everyone; otherwise for the listed accounts and organisations. */
export const isTargetedAt = (notification: Notification, { account }: Principal): boolean =>
  isForEveryone(notification) ||
  notification.targetAccountIds.some((id) => sameId(id, account.id)) ||
  notification.targetOrgIds.some((id) => sameId(id, account.orgId));

const isValidAt = (notification: Notification, now: number): boolean =>
  notification.active &&
  (notification.validFrom === undefined || Date.parse(notification.validFrom) <= now) &&
  (notification.validTo === undefined || now <= Date.parse(notification.validTo));

const closedBy = (store: Store, { account }: Principal): Set<string> =>
  new Set(
    store
      .collection('notificationClosures')
      .filter((closure) => sameId(closure.accountId, account.id))
      .map((closure) => String(closure.notificationId)),
  );

/** Since when a notification applies: 'Gültig ab', or without it the moment it was created (unknown: oldest). */
export const effectiveStart = ({ validFrom, createdAt }: Notification): number => {
  const start = validFrom ?? createdAt;
  return start === undefined ? Number.NEGATIVE_INFINITY : Date.parse(start);
};

/** The one order of notifications (docs/dashboard.md): the latest effective start first, then the higher id. */
export const newestFirst = (a: Notification, b: Notification): number =>
  effectiveStart(b) - effectiveStart(a) || String(b.id).localeCompare(String(a.id), undefined, { numeric: true });

/** Active and valid now, newest first. */
const currentNotifications = (store: Store, now: number): Notification[] =>
  store
    .collection('notifications')
    .filter((n) => isValidAt(n, now))
    .sort(newestFirst);

/** The notifications a user sees now: active, valid now, targeted at them and not closed by them, newest first. */
export function visibleNotifications(store: Store, principal: Principal, now = Date.now()): UserNotification[] {
  const closed = closedBy(store, principal);
  return currentNotifications(store, now)
    .filter((n) => isTargetedAt(n, principal) && !closed.has(String(n.id)))
    .map((notification) => omitFields(notification, notificationFieldsKeptOnServer));
}

/**
 * For the editor: the notifications everyone is shown now (before anyone closes one), and the targeted ones valid
 * now, which come before those for their recipients when they are newer.
 */
export function shownNotifications(store: Store, now = Date.now()): ShownNotifications {
  const current = currentNotifications(store, now);
  const titleOf = ({ id, title }: Notification) => ({ id, title });
  return {
    forEveryone: current.filter(isForEveryone).slice(0, MAX_SHOWN_NOTIFICATIONS).map(titleOf),
    targeted: current.filter((n) => !isForEveryone(n)).map(titleOf),
  };
}
