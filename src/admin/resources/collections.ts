import { resourceOf } from '@shared/routes';
import type { CollectionName } from '@shared/schemas/collections';
import { foreignKeys } from '@shared/schemas/references';
import { adminShellTexts } from '@shared/texts';
import { recordLabel } from '@shared/texts/recordLabel';
import type { GridReference } from '../grid/gridColumn';

export { resourceOf } from '@shared/routes';
export { recordLabel } from '@shared/texts/recordLabel';

/** German label of a field of a collection (the texts are the single place for them). */
export const fieldLabel = (collection: CollectionName | 'moduleProperties', field: string): string => {
  const byCollection = adminShellTexts.fields as unknown as Record<
    string,
    Readonly<Record<string, string>> | undefined
  >;
  return byCollection[collection]?.[field] ?? byCollection.common?.[field] ?? field;
};

/** The target of a foreign-key field, as the grid and the reference inputs need it. */
export const referenceOf = (collection: CollectionName, field: string): GridReference | undefined => {
  const target = foreignKeys[collection]?.[field];
  return target ? { resource: resourceOf(target), labelOf: (record) => recordLabel(target, record) } : undefined;
};
