import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminRouteOfResource, adminRoutes, collectionOfResource, resourceNameOf, resourceOf } from '@shared/routes';

/**
 * One mapping of a screen's names: collection (db.json) ↔ resource (react-admin) ↔ route path ↔ folder ↔ title.
 * The route table is the source; the folders and the view registry must follow it. Folders are named after the
 * last segment of their path, except where the route table's path is not a name of its own (docs/contributing.md).
 */
const folderOfPath: Readonly<Record<string, string>> = {
  '/systemSettings': 'SystemSettings',
  '/systemSettings/notifications': 'Notifications',
  '/whitelistedUrl': 'WhitelistedUrls',
  '/pbiReports': 'PbiReports',
  '/pbiReportFilters': 'PbiReportFilters',
  '/admin/PbiAllReportSubscriptions': 'PbiReportSubscriptions',
  '/admin/workflows/configure': 'Workflows',
  '/admin/workflows/documentation': 'WorkflowDocumentation',
  '/gaManagement/GaPermissionsManagement': 'GoogleAnalytics',
  '/gaManagement/GaQueues': 'GoogleAnalytics',
  '/gaManagement/GaZbvPermissions': 'GoogleAnalytics',
  '/gaManagement/GaPermissions': 'GoogleAnalytics',
  '/gaManagement/GaBlockedDomains': 'GoogleAnalytics',
  // A list the schema grid shows as it is (generic/SchemaGridList): no folder of its own.
  '/admin/AiFeedback': 'generic',
};

const dir = join(import.meta.dirname);
const registry = readFileSync(join(dir, 'index.ts'), 'utf8');
const importedFrom = new Map(
  [...registry.matchAll(/import \{([^}]+)\} from '\.\/(\w+)';/g)].flatMap(([, names = '', folder = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => [name, folder] as const),
  ),
);
const viewOfPath = new Map(
  [...registry.matchAll(/^ {2}'([^']+)': (\w+),$/gm)].map(([, path = '', view = '']) => [path, view]),
);
const folders = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'generic')
  .map((entry) => entry.name);

describe('the back office screen registry', () => {
  it("takes each route's views from the folder named after it, and registers no view without a route", () => {
    const folderOf = (path: string) => folderOfPath[path] ?? path.split('/').at(-1);
    const registered = adminRoutes.map((route) => ({
      path: route.path,
      folder: importedFrom.get(viewOfPath.get(route.path) ?? '') ?? 'generic',
    }));
    expect(registered).toEqual(adminRoutes.map((route) => ({ path: route.path, folder: folderOf(route.path) })));
    const paths = new Set(adminRoutes.map((route) => route.path));
    expect([...viewOfPath.keys()].filter((path) => !paths.has(path))).toEqual([]);
  });

  it('uses every folder for a screen', () => {
    const used = new Set(importedFrom.values());
    expect(folders.filter((folder) => !used.has(folder))).toEqual([]);
  });

  it('maps resources, routes and collections both ways', () => {
    for (const route of adminRoutes) {
      const resource = resourceNameOf(route);
      expect(adminRouteOfResource(resource)).toBe(route);
      if (route.kind === 'resource') {
        expect(collectionOfResource(resource)).toBe(route.collection);
        expect(resourceOf(route.collection)).toBe(resource);
      }
    }
  });
});
