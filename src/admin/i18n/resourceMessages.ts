import { adminRoutes, resourceNameOf } from '@shared/routes';
import type { CollectionName } from '@shared/schemas/collections';
import { fieldLabel } from '../resources/collections';

type ResourceMessages = Record<string, { name: string; forcedCaseName: string }>;

/** react-admin's names for every resource (`resources.<name>.name` and `.forcedCaseName`), from the route titles. */
export function resourceMessages(): ResourceMessages {
  const messages: ResourceMessages = {};
  for (const route of adminRoutes) {
    if (route.kind !== 'resource') continue;
    // react-admin lower-cases `name` in sentences ("exportplanung #4 löschen"); German nouns keep their capital.
    messages[resourceNameOf(route)] = { name: route.title, forcedCaseName: route.title };
  }
  return messages;
}

const collectionByResource = new Map<string, CollectionName>(
  adminRoutes.flatMap((route) => (route.kind === 'resource' ? [[resourceNameOf(route), route.collection]] : [])),
);
const fieldKey = /^resources\.(.+)\.fields\.([^.]+)$/;

/**
 * The German label of a `resources.<name>.fields.<field>` key, from the field labels of the texts; undefined for
 * any other key or a field without a label. Looked up on demand rather than listed per collection up front, so
 * the first load of the back office does not carry every collection's zod schema just to learn its field names.
 */
export function resourceFieldLabel(key: string): string | undefined {
  const [, resource, field] = fieldKey.exec(key) ?? [];
  const collection = resource === undefined ? undefined : collectionByResource.get(resource);
  if (collection === undefined || field === undefined) return undefined;
  const label = fieldLabel(collection, field);
  return label === field ? undefined : label;
}
