/** Text handed to `write` at a time; serialising this much blocks the event loop for a few milliseconds. */
const SLICE_CHARS = 256 * 1024;
/** Records serialised in one call (one call per record would cost twice the time). */
const RECORDS_PER_SLICE = 500;

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
    for (let start = 0; start < value.length; start += RECORDS_PER_SLICE) {
      // '[\n  …\n]' of a run of records: its lines, two spaces deeper, are the collection's lines.
      const run = JSON.stringify(value.slice(start, start + RECORDS_PER_SLICE), null, 2);
      await add(`${start === 0 ? '' : ','}\n  ${indent(run.slice(2, -2), '  ')}`);
    }
    await add('\n  ]');
  }
  await add('\n}\n');
  await write(pending);
}
