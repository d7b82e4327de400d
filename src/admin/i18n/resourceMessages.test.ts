import { adminRoutes, resourceNameOf } from '../../shared/routes';
import { resourceMessages } from './resourceMessages';

describe('resource messages', () => {
  const messages = resourceMessages();

  it('names every resource of the route table by its German title', () => {
    for (const route of adminRoutes.filter((r) => r.kind === 'resource')) {
      expect(messages[resourceNameOf(route)]?.name).toBe(route.title);
    }
  });

  it('has a German label for every field of every resource (none falls back to the field name)', () => {
    const untranslated = Object.entries(messages).flatMap(([resource, { fields }]) =>
      Object.entries(fields)
        .filter(([field, label]) => field === label && field !== 'id')
        .map(([field]) => `${resource}.${field}`),
    );
    expect(untranslated).toEqual([]);
  });
});
