import { z } from 'zod';
import { apiGetParsed } from './apiGetParsed';

const schema = z.object({ id: z.number() });

describe('apiGetParsed', () => {
  it('requests and loads the schema at the same time, then parses the answer', async () => {
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        order.push('request');
        return new Response(JSON.stringify({ id: 7, extra: true }), { status: 200 });
      }),
    );
    const loadSchema = async () => {
      order.push('schema');
      return schema;
    };
    await expect(apiGetParsed('/thing', loadSchema)).resolves.toEqual({ id: 7 });
    expect(order.sort()).toEqual(['request', 'schema']);
    vi.unstubAllGlobals();
  });

  it('rejects an answer the schema refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ id: 'x' }), { status: 200 })),
    );
    await expect(apiGetParsed('/thing', async () => schema)).rejects.toThrow();
    vi.unstubAllGlobals();
  });
});
