import type { MRT_Updater } from 'material-react-table';

/** The value a table's state updater asks for: itself, or what it makes of the old value. */
export const resolveUpdater = <T>(updater: MRT_Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
