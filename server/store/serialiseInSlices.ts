/** Text handed to `write` at a time; serialising this much blocks the event loop for a few milliseconds. */
const SLICE_CHARS = 256 * 1024;
/** Records serialised in one call (one call per record would cost twice the time). */
const RECORDS_PER_SLICE = 500;

type Entry = readonly [name: string, value: unknown];

const entriesOf = (data: Record<string, unknown>): Entry[] =>
  Object.entries(data)
    .filter(([, value]) => value !== undefined && typeof value !== 'function')
    .map(([name, value]) => [name, Array.isArray(value) ? [...value] : value] as const);

/** The lines of a run of records, each record compact on its own line below its collection. */
const recordLines = (records: readonly unknown[], first: boolean): string =>
  records.map((record, index) => `${first && index === 0 ? '' : ','}\n    ${JSON.stringify(record)}`).join('');

/**
 * The data file's text: one line per collection name and one compact line per record, so the size on disk grows
 * with the data and never with its depth (indenting a deeply nested value costs depth × depth characters), and a
 * person can still read and diff it record by record. `JSON.parse` of it gives the data back.
 */
export function serialiseDatabase(data: Record<string, unknown>): string {
  const entries = entriesOf(data);
  if (entries.length === 0) return '{}\n';
  const parts = entries.map(([name, value]) => {
    const head = `\n  ${JSON.stringify(name)}: `;
    if (!Array.isArray(value) || value.length === 0) return `${head}${JSON.stringify(value)}`;
    return `${head}[${recordLines(value, true)}\n  ]`;
  });
  return `{${parts.join(',')}\n}\n`;
}

/**
 * Writes the text of `serialiseDatabase` in slices: between slices `write` is awaited, so requests keep being
 * served while a large db.json is written. The collections' arrays are copied first, so records added or removed
 * meanwhile do not shift the ones still to come.
 */
export async function serialiseInSlices(
  data: Record<string, unknown>,
  write: (text: string) => Promise<void>,
): Promise<void> {
  const entries = entriesOf(data);
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
      await add(JSON.stringify(value));
      continue;
    }
    await add('[');
    for (let start = 0; start < value.length; start += RECORDS_PER_SLICE) {
      await add(recordLines(value.slice(start, start + RECORDS_PER_SLICE), start === 0));
    }
    await add('\n  ]');
  }
  await add('\n}\n');
  await write(pending);
}
