import { expect, it } from 'vitest';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { MAX_JSON_DEPTH, preferenceLimits } from '@shared/schemas';
import { inputTexts } from '@shared/texts/inputs';
import { describeOnEachStore } from '../../testing/storeVariants';
import { PREFERENCES_PATH } from './preferencesRouter';

/** A few kilobytes of body must not crash the server or grow the data others read, on either store. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
type Refusal = { code: string; errors: { field: string; message: string }[] };

describeOnEachStore('preferences are bounded in depth, number and bytes, $name', (server) => {
  const put = async (username: string, key: string, body: string) =>
    fetch(`${server.url}${API_BASE}${PREFERENCES_PATH}/${key}`, {
      method: 'PUT',
      headers: { ...(await server.authAs(username)), 'content-type': 'application/json' },
      body,
    });
  const storedKeysOf = async (accountId: number) =>
    (await server.records('userPreferences')).filter((p) => p.accountId === accountId).map((p) => p.key);
  const expectRefused = async (response: Response, field: string, message: string) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as Refusal;
    expect(body.errors).toContainEqual({ field, message });
  };

  it('refuses a value nested deeper than the limit with a German 400 on the field, also 2,500 levels deep', async () => {
    const tooDeep = inputTexts.tooDeep(MAX_JSON_DEPTH);
    for (const levels of [MAX_JSON_DEPTH + 1, 2_000, 2_500]) {
      await expectRefused(await put('max.muster', 'deep', `{"value":${nested(levels)}}`), 'value', tooDeep);
    }
    expect(await storedKeysOf(1)).not.toContain('deep');
    expect((await put('max.muster', 'deep', `{"value":${nested(MAX_JSON_DEPTH)}}`)).status).toBe(200);
  }, 30_000);

  it('refuses a deep value in any field of the data API with a 400, never a 500', async () => {
    const response = await fetch(`${server.url}${DATA_BASE}/zbvAccounts/1`, {
      method: 'PATCH',
      headers: { ...(await server.authAs('anna.admin')), 'content-type': 'application/json' },
      body: `{"firstName":${nested(2_500)}}`,
    });
    expect(response.status).toBe(400);
  });

  it('refuses more settings than a user may keep, naming the key', async () => {
    const accountId = 2; // anna.admin
    const already = (await storedKeysOf(accountId)).length;
    for (let index = already; index < preferenceLimits.keysPerUser; index += 1) {
      expect((await put('anna.admin', `k${index}`, '{"value":1}')).status).toBe(200);
    }
    const tooMany = inputTexts.tooManyPreferences(preferenceLimits.keysPerUser);
    await expectRefused(await put('anna.admin', 'one-more', '{"value":1}'), 'key', tooMany);
    expect((await put('anna.admin', `k${preferenceLimits.keysPerUser - 1}`, '{"value":2}')).status).toBe(200);
    expect(await storedKeysOf(accountId)).toHaveLength(preferenceLimits.keysPerUser);
  }, 60_000);

  it('refuses a setting that makes a user’s settings together larger than allowed, naming the value', async () => {
    const text = JSON.stringify('x'.repeat(preferenceLimits.valueBytes - 2));
    const fitting = Math.floor(preferenceLimits.bytesPerUser / preferenceLimits.valueBytes);
    for (let index = 0; index < fitting; index += 1) {
      expect((await put('hanna.handbuch', `big${index}`, `{"value":${text}}`)).status).toBe(200);
    }
    const tooLarge = inputTexts.preferencesTooLarge(preferenceLimits.bytesPerUser);
    await expectRefused(await put('hanna.handbuch', 'big-last', `{"value":${text}}`), 'value', tooLarge);
    const overOne = JSON.stringify('x'.repeat(preferenceLimits.valueBytes));
    const valueTooLarge = inputTexts.tooLarge(preferenceLimits.valueBytes);
    await expectRefused(await put('hanna.handbuch', 'big0', `{"value":${overOne}}`), 'value', valueTooLarge);
  }, 30_000);
});
