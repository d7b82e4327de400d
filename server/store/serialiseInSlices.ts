/** Text handed to `write` at a time; serialising this much blocks the event loop for a few milliseconds. */
const SLICE_CHARS = 256 * 1024;

const indent = (json: string, spaces: string) => json.replaceAll('\n', `\n${spaces}`);

/**
 * Writes `JSON.stringify(data, null, 2)` plus a newline, the same text, in slices: between slices `write` is
 * awaited, so requests keep being served while a large db.json is written. The collections' arrays are copied
 * first, so records added or removed meanwhile do not shift the ones still to come.
 */
export async function serialiseInSlices(
  data: Record<string, unknown>,
  write: (text: string) => Promise<void>,
): Promise<void> {
  const entries = Object.entries(data)
    .filter(([, value]) => value !== undefined && typeof value !== 'function')
    .map(([name, value]) => [name, Array.isArray(value) ? [...value] : value] as const);
  let pending = '';
  const add = async (text: string) => {
    pending += text;
    if (pending.length < SLICE_CHARS) return;
    const slice = pending;
    pending = '';
    await write(slice);
  };
  if (entries.length === 0) {
    await write('{}\n');
    return;
  }
  await add('{');
  for (const [index, [name, value]] of entries.entries()) {
    await add(`${index === 0 ? '' : ','}\n  ${JSON.stringify(name)}: `);
    if (!Array.isArray(value) || value.length === 0) {
      await add(indent(JSON.stringify(value, null, 2), '  '));
      continue;
    }
    await add('[');
    for (const [position, record] of value.entries()) {
      const json = (JSON.stringify(record, null, 2) as string | undefined) ?? 'null';
      await add(`${position === 0 ? '' : ','}\n    ${indent(json, '    ')}`);
    }
    await add('\n  ]');
  }
  await add('\n}\n');
  await write(pending);
}
