/**
 * `npm run check:budget` (part of `npm test`, after the build): fails when an entry's first load of the built
 * `dist/` breaks its budget, so a static import that drags a lazy library into the first screen is caught
 * by CI and not by the next Lighthouse run, and when a chunk outgrows Vite's 500 kB warning size. Sizes do not
 * depend on the machine's speed.
 */
import { join } from 'node:path';
import { budgetCheck, firstLoadsOf, formatKb, oversizedChunks } from './bench/firstLoad';

const dist = join(import.meta.dirname, '..', 'dist');
const loads = firstLoadsOf(dist);
const misses = [...budgetCheck(loads), ...oversizedChunks(dist)];
for (const [name, load] of Object.entries(loads))
  console.log(`${name}: erster Aufruf ${formatKb(load.jsGzipBytes)} JavaScript (gzip)`);
if (misses.length > 0) {
  console.error(`Budget überschritten:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
