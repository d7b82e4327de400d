/** The web entries: HTML files relative to Vite's root `src/`, each built on its own with its own manifest. */
export const webEntries = { portal: 'portal/index.html', admin: 'admin/index.html' } as const;
export type WebEntry = keyof typeof webEntries;

/** Where the build writes the manifest of an entry, relative to dist/. */
export const manifestFileOf = (entry: WebEntry): string => `.vite/${entry}-manifest.json`;
