import type { CollectionRecord } from '@shared/schemas';

type Notification = CollectionRecord<'notifications'>;

/** A valid, active notification for everyone; tests change what they are about through `extra`. */
export const aNotification = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id,
  title: `Hinweis ${id}`,
  message: `<p>Text zu „${extra.title ?? `Hinweis ${id}`}“</p>`,
  targetAccountIds: [],
  targetOrgIds: [],
  active: true,
  ...extra,
});
