import express from 'express';
import { z } from 'zod';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import type { FeatureContext } from '../featureContext';

export const PREFERENCES_PATH = '/api/v1/preferences';
const bodySchema = z.strictObject({ value: z.json() });
const keySchema = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/);
const MAX_VALUE_BYTES = 20_000;

/**
 * Per-user settings (dark mode, grid columns, favourite order, …): `GET` answers the signed-in user's
 * map of key → value, `PUT /:key` with `{ value }` stores one, `DELETE /:key` forgets it. A user only
 * ever reaches their own.
 */
export function preferencesRouter({ store }: FeatureContext): express.Router {
  const router = express.Router();
  const own = (accountId: string | number) =>
    store.collection('userPreferences').filter((p) => String(p.accountId) === String(accountId));

  router.get(PREFERENCES_PATH, (_req, res) => {
    const { account } = principalOf(res);
    res.json(Object.fromEntries(own(account.id).map((p) => [p.key, p.value])));
  });

  router.put(`${PREFERENCES_PATH}/:key`, express.json({ limit: '50kb' }), (req, res, next) => {
    const key = keySchema.safeParse(req.params.key);
    const body = bodySchema.safeParse(req.body);
    if (!key.success || !body.success || JSON.stringify(body.data.value).length > MAX_VALUE_BYTES) {
      sendError(res, 400, 'VALIDATION_FAILED', 'Ungültige Einstellung.', [
        { field: key.success ? 'value' : 'key', message: 'Ungültiger Wert.' },
      ]);
      return;
    }
    const { account } = principalOf(res);
    const updatedAt = new Date().toISOString();
    store
      .committed(() =>
        store.change('userPreferences', (records) => {
          const existing = records.find((p) => String(p.accountId) === String(account.id) && p.key === key.data);
          const record = {
            id: existing?.id ?? store.nextId('userPreferences'),
            accountId: account.id,
            key: key.data,
            value: body.data.value,
            updatedAt,
          };
          return existing ? records.map((p) => (p === existing ? record : p)) : [...records, record];
        }),
      )
      .then(() => res.json({ key: key.data, value: body.data.value }), next);
  });

  router.delete(`${PREFERENCES_PATH}/:key`, (req, res) => {
    const { account } = principalOf(res);
    store.change('userPreferences', (records) =>
      records.filter((p) => !(String(p.accountId) === String(account.id) && p.key === req.params.key)),
    );
    res.status(204).end();
  });
  return router;
}
