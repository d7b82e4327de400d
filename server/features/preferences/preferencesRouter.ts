import express from 'express';
import { z } from 'zod';
import { jsonBytes, preferenceKeySchema, preferenceLimits, userPreferenceSchema } from '@shared/schemas';
import { inputTexts } from '@shared/texts/inputs';
import { principalOf } from '../../auth/authenticate';
import { sendError } from '../../data/dataCall';
import { toFieldErrors, type FieldError } from '../../data/validateWrite';
import type { FeatureContext } from '../featureContext';

export const PREFERENCES_PATH = '/api/v1/preferences';
const bodySchema = z.strictObject({ value: userPreferenceSchema.shape.value });

const refuse = (res: express.Response, errors: FieldError[]) =>
  sendError(res, 400, 'VALIDATION_FAILED', 'Ungültige Einstellung.', errors);

/**
 * Per-user settings (dark mode, grid columns, favourite order, …): `GET` answers the signed-in user's
 * map of key → value, `PUT /:key` with `{ value }` stores one, `DELETE /:key` forgets it. A user only
 * ever reaches their own. A value is bounded in depth and size, and a user's settings in number and bytes
 * (`preferenceLimits`), so no user can grow the data others read.
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
    const key = preferenceKeySchema.safeParse(req.params.key);
    const body = bodySchema.safeParse(req.body);
    if (!key.success || !body.success) {
      refuse(res, [
        ...(key.success ? [] : [{ field: 'key', message: key.error.issues[0]?.message ?? '' }]),
        ...(body.success ? [] : toFieldErrors(body.error)),
      ]);
      return;
    }
    const { account } = principalOf(res);
    // Checked and written in one turn of the event loop, so two calls of one user cannot both slip under the limit.
    const others = own(account.id).filter((p) => p.key !== key.data);
    if (others.length + 1 > preferenceLimits.keysPerUser) {
      refuse(res, [{ field: 'key', message: inputTexts.tooManyPreferences(preferenceLimits.keysPerUser) }]);
      return;
    }
    const total = others.reduce((sum, p) => sum + jsonBytes(p.value), jsonBytes(body.data.value));
    if (total > preferenceLimits.bytesPerUser) {
      refuse(res, [{ field: 'value', message: inputTexts.preferencesTooLarge(preferenceLimits.bytesPerUser) }]);
      return;
    }
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
