import type { DataProvider } from 'react-admin';
import { lazyDataProvider } from './lazyDataProvider';

const listParams = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** A provider that records its calls and answers each with the method's name. */
function recordingProvider(calls: string[]): DataProvider {
  const answer =
    (method: string) =>
    async (resource: string): Promise<never> => {
      calls.push(`${method} ${resource}`);
      return { data: method } as never;
    };
  return {
    getList: answer('getList'),
    getOne: answer('getOne'),
    getMany: answer('getMany'),
    getManyReference: answer('getManyReference'),
    create: answer('create'),
    update: answer('update'),
    updateMany: answer('updateMany'),
    delete: answer('delete'),
    deleteMany: answer('deleteMany'),
  };
}

describe('lazyDataProvider', () => {
  it('loads nothing until the first call, then once for all calls', async () => {
    const calls: string[] = [];
    const load = vi.fn(async () => recordingProvider(calls));
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();

    const [list, one] = await Promise.all([
      provider.getList('admin/ZbvAccounts', listParams),
      provider.getOne('admin/ZbvOrgs', { id: 1 }),
    ]);
    await provider.deleteMany('admin/ZbvOrgs', { ids: [1] });

    expect(load).toHaveBeenCalledTimes(1);
    expect(list).toEqual({ data: 'getList' });
    expect(one).toEqual({ data: 'getOne' });
    expect(calls).toEqual(['getList admin/ZbvAccounts', 'getOne admin/ZbvOrgs', 'deleteMany admin/ZbvOrgs']);
  });

  it('passes a failed load to the caller and loads again on the next call', async () => {
    const calls: string[] = [];
    const load = vi
      .fn<() => Promise<DataProvider>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(recordingProvider(calls));
    const provider = lazyDataProvider(load);

    await expect(provider.getList('admin/ZbvAccounts', listParams)).rejects.toThrow('dynamically imported');
    await expect(provider.getList('admin/ZbvAccounts', listParams)).resolves.toEqual({ data: 'getList' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
