import type { z } from 'zod';
import { adminRoutes, resourceNameOf } from '@shared/routes';
import { collectionSchemas } from '@shared/schemas';
import { i18nProvider } from './i18nProvider';
import { resourceMessages } from './resourceMessages';

const resourceRoutes = adminRoutes.filter((route) => route.kind === 'resource');

describe('resource messages', () => {
  it('names every resource of the route table by its German title', () => {
    const messages = resourceMessages();
    for (const route of resourceRoutes) {
      expect(messages[resourceNameOf(route)]?.name).toBe(route.title);
    }
  });

  it('gives every field of every resource a German label, even when react-admin offers its English default', () => {
    const untranslated = resourceRoutes.flatMap((route) =>
      Object.keys((collectionSchemas[route.collection] as unknown as z.ZodObject).shape)
        .filter((field) => field !== 'id')
        .filter((field) => {
          const key = `resources.${resourceNameOf(route)}.fields.${field}`;
          const label = i18nProvider.translate(key, { _: 'English default' });
          return label === 'English default' || label === field;
        })
        .map((field) => `${resourceNameOf(route)}.${field}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('leaves other keys and unknown fields to react-admin', () => {
    expect(i18nProvider.translate('resources.admin/ZbvAccounts.fields.gibtEsNicht', { _: 'Gibt es nicht' })).toBe(
      'Gibt es nicht',
    );
    expect(i18nProvider.translate('ra.action.save')).toBe('Speichern');
  });
});
