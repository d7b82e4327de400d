import type { DashboardReport } from '@shared/portalApi';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * docs/requirements/behaviour.md: favourites first, then by name, not-found items last. The favourites module keeps the server's
 * order (the user's favourite order) apart from moving not-found items last.
 */
export function sortReports(reports: readonly DashboardReport[], keepOrder = false): DashboardReport[] {
  return [...reports].sort(
    (a, b) =>
      Number(Boolean(a.notFound)) - Number(Boolean(b.notFound)) ||
      (keepOrder ? 0 : Number(b.favorite) - Number(a.favorite) || collator.compare(a.name, b.name)),
  );
}
