import type { Application } from 'express';

/** One route a router of the app answers: its method and its full path with `:parameters`. */
export interface ApiRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  regexp: RegExp;
}

/**
 * Every route the app's routers declare below one of `prefixes`, read from Express's own route table, so an
 * endpoint added anywhere shows up here without being listed by hand. Routers mounted at a prefix are found by
 * testing the prefix against their mount pattern (Express 4 keeps only the compiled pattern).
 */
export function listRoutes(app: Application, prefixes: readonly string[]): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const shortestFirst = [...prefixes].sort((a, b) => a.length - b.length);
  // A router at the root matches any path; one at a prefix matches that prefix but no shorter one.
  const mountOf = (layer: Layer) =>
    layer.regexp.test('/zz-nowhere') ? '' : shortestFirst.find((prefix) => layer.regexp.test(prefix));
  const walk = (stack: Layer[], base: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const method of Object.keys(layer.route.methods)) {
            if (method !== '_all') routes.push({ method: method.toUpperCase(), path: base + path });
          }
        }
      } else if (layer.handle.stack) {
        const mount = base === '' ? mountOf(layer) : base;
        if (mount !== undefined) walk(layer.handle.stack, mount);
      }
    }
  };
  walk((app as unknown as { _router: { stack: Layer[] } })._router.stack, '');
  const seen = new Set<string>();
  return routes.filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
}
