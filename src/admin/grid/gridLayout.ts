import { z } from 'zod';

export const densities = ['comfortable', 'compact', 'spacious'] as const;
export type Density = (typeof densities)[number];

/** The column layout a user arranged, remembered per user and grid in the preferences. */
export interface GridLayout {
  visibility: Record<string, boolean>;
  order: string[];
  sizing: Record<string, number>;
  density: Density;
}

const storedLayoutSchema = z.object({
  visibility: z.record(z.string(), z.boolean()).catch({}),
  order: z.array(z.string()).catch([]),
  sizing: z.record(z.string(), z.number().positive().max(2000)).catch({}),
  density: z.enum(densities).catch('comfortable'),
});

/** Preference key of a grid: `grid.` and the resource name with dots for slashes (keys allow no slash). */
export const gridPreferenceKey = (resource: string): string => `grid.${resource.replace(/\//g, '.')}`.slice(0, 100);

/**
 * The stored layout, fitted to the grid's columns as they are now: unknown columns are dropped, new columns
 * are appended to the order and start with their default visibility.
 */
export function readGridLayout(
  stored: unknown,
  columnIds: readonly string[],
  hiddenByDefault: readonly string[],
): GridLayout {
  const parsed = storedLayoutSchema.safeParse(stored ?? {});
  const layout = parsed.success
    ? parsed.data
    : { visibility: {}, order: [], sizing: {}, density: 'comfortable' as const };
  const known = new Set(columnIds);
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => known.has(id)));
  const order = layout.order.filter((id) => known.has(id));
  return {
    visibility: { ...Object.fromEntries(hiddenByDefault.map((id) => [id, false])), ...keep(layout.visibility) },
    order: [...order, ...columnIds.filter((id) => !order.includes(id))],
    sizing: keep(layout.sizing),
    density: layout.density,
  };
}

/**
 * `next`, or `old` itself when `next` holds the same layout: the table reports its column order once on mount
 * (equal to ours), and a new object there counted as a user's change (a needless save and re-render of the grid).
 */
export const keptUnlessChanged = (old: GridLayout, next: GridLayout): GridLayout =>
  JSON.stringify(next) === JSON.stringify(old) ? old : next;
