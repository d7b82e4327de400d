/** The template's filters without the ones left at 'Kein Filter' (the select's empty value). */
export function withoutEmptyFilters(filters: unknown): Record<string, string> {
  if (typeof filters !== 'object' || filters === null) return {};
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/**
 * Filter definitions whose name can be a form path: react-hook-form reads dots and brackets in
 * `filters.<name>` as nesting, so such a name could not be chosen in the form (none in the fixtures has one).
 */
export const isFormPathSafe = (name: string): boolean => !/[.[\]]/.test(name);

/** Form data as saved: the template's filters without the empty ones. */
export const withChosenFilters = (data: Record<string, unknown>) => ({
  ...data,
  filters: withoutEmptyFilters(data.filters),
});
