/**
 * Who may do what on the server, in one room (docs/security.md). Features and the data API ask these rules:
 * - which back-office actions beside the data API need an administrator or a manual administrator: the route
 *   guards `adminOnly` and `manualAdminOnly`;
 * - which collections a role may use at all: `mayUseCollection` (`collectionRoles.ts`, derived from the back
 *   office's section roles in `@shared/routes/adminRouteAccess`), and which it may read by name only:
 *   `nameFieldFor` (`@shared/routes/nameReads`, decision 145);
 * - which records of a collection a user may act on: `dataScope` for the data API, `recordScope` for the features
 *   on the embedded store (`tenantScope.ts`, the one tenant rule);
 * - who may give or take which role, and change an account's identity: `refuseRoleChangeOf` (`roleChanges.ts`,
 *   over `@shared/roles/roleGrants`);
 * - which modules and reports an account sees: `visibleModuleIds`, `mayOpenReport`, `reportsOf`, `audienceOf`
 *   (`accessRule.ts`, indexed per version of the grants by `accessCache.ts`).
 */
export { accessIndexCache, currentAccessIndex } from './accessCache';
export {
  accessCollections,
  favoriteModulesOf,
  favoriteReportsOf,
  mayOpenReport,
  personalChoicesOf,
  sharedAccessCollections,
  visibleModuleIds,
  type AccessIndex,
  type FavoriteReportRef,
} from './accessRule';
export { adminOnly } from './adminOnly';
export { mayUseCollection } from './collectionRoles';
export { nameFieldFor } from '@shared/routes/nameReads';
export { dataScope } from './dataScope';
export { manualAdminOnly } from './manualAdminOnly';
export { audienceOf, reportsOf } from './moduleAccess';
export { refuseRoleChangeOf } from './roleChanges';
export { recordScope } from './tenantScope';
