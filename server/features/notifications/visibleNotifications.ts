import type { CollectionRecord } from '../../../src/shared/schemas';
import type { UserNotification } from '../../../src/shared/portalApi';
import type { Principal } from '../../auth/userData';
import type { Store } from '../../store/store';

type Notification = CollectionRecord<'notifications'>;

const sameId = (a: string | number, b: string | number) => String(a) === String(b);

/** Without targets a notification is for everyone; otherwise for the listed accounts and organisations. */
export const isTargetedAt = (notification: Notification, { account }: Principal): boolean =>
  (notification.targetAccountIds.length === 0 && notification.targetOrgIds.length === 0) ||
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

const newestFirst = (a: Notification, b: Notification): number =>
  (b.validFrom ? Date.parse(b.validFrom) : 0) - (a.validFrom ? Date.parse(a.validFrom) : 0) ||
  String(b.id).localeCompare(String(a.id), undefined, { numeric: true });

/** The notifications a user sees now: active, valid now, targeted at them and not closed by them, newest first. */
export function visibleNotifications(store: Store, principal: Principal, now = Date.now()): UserNotification[] {
  const closed = closedBy(store, principal);
  return store
    .collection('notifications')
    .filter((n) => isValidAt(n, now) && isTargetedAt(n, principal) && !closed.has(String(n.id)))
    .sort(newestFirst)
    .map(({ id, title, message }) => ({ id, title, message }));
}
