import type { CollectionName, CollectionRecord } from './collections';

/**
 * When the server writes a field of its own: `onCreate` when the data API creates the record, `byFeature` when a
 * feature does (the sign-in, a job).
 */
export type ServerStamp = 'onCreate' | 'byFeature';

export type ServerWrittenFields = {
  [C in CollectionName]?: Partial<Record<keyof CollectionRecord<C> & string, ServerStamp>>;
};

/**
 * Fields only the server writes. A data API write never sets them (a replace keeps the stored value), and the ZBV
 * sync keeps them on the records it delivers again (docs/contributing.md, "A field the server stamps").
 */
export const serverWrittenFields: ServerWrittenFields = {
  notifications: { createdAt: 'onCreate' },
};
