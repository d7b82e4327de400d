/**
 * Quality figure of the assistant (issue 8): asks the committed German evaluation set against the tracked
 * manual (as max.muster sees it) through the same retrieval and answer code as `POST /ai/chat`, and prints
 * how often the expected page is the first reference, plus the median answer time.
 * Usage: `npm run eval:assistant [-- --verbose]`.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { readConfig } from '../server/config';
import { answerQuestion } from '../server/features/assistant/answerQuestion';
import { referencesOf } from '../server/features/assistant/composeAnswer';
import { retrieve } from '../server/features/assistant/retrieve';
import { visiblePages } from '../server/features/manual/manualAccess';
import { manualIndexes } from '../server/features/manual/manualIndex';
import { Store } from '../server/store/store';
import { projectRoot } from '../server/projectRoot';

const questions = z
  .array(z.object({ question: z.string(), pageId: z.string() }))
  .parse(JSON.parse(readFileSync(join(projectRoot, 'scripts/eval/assistant-questions.json'), 'utf8')));
const verbose = process.argv.includes('--verbose');

const folder = mkdtempSync(join(tmpdir(), 'radar-eval-'));
const dbFile = join(folder, 'db.json');
copyFileSync(join(projectRoot, 'db.json'), dbFile);
const store = Store.open(dbFile);
const user = store.collection('zbvAccounts').find((account) => account.username === 'max.muster');
if (!user) throw new Error('max.muster fehlt in db.json');
const ai = readConfig().ai;

const indexStart = performance.now();
manualIndexes(store);
const indexMs = performance.now() - indexStart;

let hits = 0;
const times: number[] = [];
for (const { question, pageId } of questions) {
  const start = performance.now();
  const visible = new Set(visiblePages(store, user).keys());
  const passages = retrieve(manualIndexes(store), visible, question);
  await answerQuestion(ai, question, passages);
  const first = referencesOf(passages)[0]?.pageId;
  times.push(performance.now() - start);
  if (first === pageId) hits += 1;
  if (verbose || first !== pageId)
    console.log(`${first === pageId ? '✓' : '✗'} ${question} → ${first ?? '–'} (erwartet ${pageId})`);
}
store.close();
rmSync(folder, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const middle = (sorted.length - 1) / 2;
const median = ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
const rate = (hits / questions.length) * 100;
console.log(`Fragen: ${questions.length}`);
console.log(`Erwartete Seite als erste Referenz: ${hits}/${questions.length} = ${rate.toFixed(1)} %`);
console.log(`Median Antwortzeit: ${median.toFixed(1)} ms (Index einmalig aufgebaut in ${indexMs.toFixed(0)} ms)`);
console.log(
  `Erzeugung: ${ai.baseUrl ? `${ai.baseUrl} (${ai.model})` : 'Retrieval aus dem Handbuch (kein AI_BASE_URL)'}`,
);
process.exitCode = rate >= 80 ? 0 : 1;
