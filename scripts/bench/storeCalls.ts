import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import { bearer, signInViaApi } from '@server/testing/signIn';
import { benchUsername } from './generateDashboardData';

/** The data set of `npm run bench:store`. */
export const benchStoreSize = { modules: 10_000, reportsPerModule: 1, users: 100_000 };
const lateAccountId = 10_000 + benchStoreSize.users - 10;

export type Method = 'GET' | 'POST';

export interface StoreCall {
  name: string;
  /** json-server's own query string for the same question; absent for calls only our server has. */
  plain?: { method: Method; path: string };
  ours: { method: Method; path: string; as: 'admin' | 'user' };
  post?: boolean;
  /** Answered from the instance's in-memory replica of PostgreSQL with DATABASE_URL (docs/decisions/097). */
  readsReplica?: boolean;
  /** The machine's ceiling for this call, measured right before it. */
  ceiling?: 'get' | 'post';
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export const storeCalls: StoreCall[] = [
  {
    name: 'Gefilterte Modulliste',
    plain: { method: 'GET', path: '/modules?active=true&moduleType=PBI_REPORT&_sort=name&_order=asc&_start=0&_end=25' },
    ours: {
      method: 'GET',
      path: `${DATA_BASE}/modules?filter=${json({ active: true, moduleType: 'PBI_REPORT' })}&sort=${json(['name', 'ASC'])}&range=${json([0, 24])}`,
      as: 'admin',
    },
  },
  {
    name: `Konto nach id (${lateAccountId})`,
    plain: { method: 'GET', path: `/zbvAccounts/${lateAccountId}` },
    ours: { method: 'GET', path: `${DATA_BASE}/zbvAccounts/${lateAccountId}`, as: 'admin' },
  },
  {
    name: 'Admin-Liste (Filter, Sortierung, Seite 3)',
    plain: { method: 'GET', path: '/zbvAccounts?orgId=3&_sort=lastName&_order=desc&_start=50&_end=75' },
    ours: {
      method: 'GET',
      path: `${DATA_BASE}/zbvAccounts?filter=${json({ orgId: 3 })}&sort=${json(['lastName', 'DESC'])}&range=${json([50, 74])}`,
      as: 'admin',
    },
  },
  {
    name: 'Dashboard eines Nutzers',
    ours: { method: 'GET', path: `${API_BASE}${portalApiPaths.modules}?page=0&size=12`, as: 'user' },
    readsReplica: true,
    ceiling: 'get',
  },
  // Last: plain json-server's writes grow the file it rewrites, and our compaction runs after the writes stop.
  {
    name: 'POST (dauerhaft)',
    plain: { method: 'POST', path: '/groups' },
    ours: { method: 'POST', path: `${DATA_BASE}/groups`, as: 'admin' },
    post: true,
    ceiling: 'post',
  },
];

export type Tokens = Record<StoreCall['ours']['as'], Record<string, string>>;

/** Bearer headers of the admin and of one generated user, signed in through the server's own login flow. */
export const signInBenchUsers = async (baseUrl: string): Promise<Tokens> => ({
  admin: bearer(await signInViaApi(baseUrl, 'anna.admin')),
  user: bearer(await signInViaApi(baseUrl, benchUsername(42))),
});
