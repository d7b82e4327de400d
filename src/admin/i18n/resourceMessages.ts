import type { z } from 'zod';
import { adminRoutes, resourceNameOf } from '../../shared/routes';
import { collectionSchemas } from '../../shared/schemas';
import { fieldLabel } from '../resources/collections';

type ResourceMessages = Record<string, { name: string; forcedCaseName: string; fields: Record<string, string> }>;

/**
 * react-admin's names for every resource and its fields (`resources.<name>.name`, `….fields.<field>`), from
 * the route table's titles and the field labels of the texts, so every input and default view is German.
 */
export function resourceMessages(): ResourceMessages {
  const messages: ResourceMessages = {};
  for (const route of adminRoutes) {
    if (route.kind !== 'resource') continue;
    const fields = Object.keys((collectionSchemas[route.collection] as unknown as z.ZodObject).shape);
    messages[resourceNameOf(route)] = {
      name: route.title,
      // react-admin lower-cases `name` in sentences ("exportplanung #4 löschen"); German nouns keep their capital.
      forcedCaseName: route.title,
      fields: Object.fromEntries(fields.map((field) => [field, fieldLabel(route.collection, field)])),
    };
  }
  return messages;
}
