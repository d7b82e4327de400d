/**
 * Quality figures of the assistant (issues 8 and 27): asks the committed German evaluation sets against the
 * tracked manual (as max.muster sees it) through the same retrieval and answer code as `POST /ai/chat`, and
 * prints
 * - answer accuracy: answerable questions answered (not abstained) with the expected page as first reference;
 * - abstain precision and recall: of the abstentions, how many were on unanswerable questions; of the
 *   unanswerable questions, how many were abstained (alone, and as a follow-up in a thread);
 * - the evidence distributions the abstain threshold is chosen from, and the median answer time.
 * Usage: `npm run eval:assistant [-- --verbose]`.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { readConfig } from '@server/config';
import { MIN_EVIDENCE } from '@server/features/assistant/abstain';
import { answerQuestion, type Answer } from '@server/features/assistant/answerQuestion';
import { retrieve } from '@server/features/assistant/retrieve';
import { visiblePages } from '@server/features/manual/manualAccess';
import { manualIndexes } from '@server/features/manual/manualIndex';
import { projectRoot } from '@server/projectRoot';
import { Store } from '@server/store/store';

const readSet = <T extends z.ZodType>(file: string, schema: T): z.infer<T>[] =>
  z.array(schema).parse(JSON.parse(readFileSync(join(projectRoot, 'scripts/eval', file), 'utf8')));
const answerable = readSet('assistant-questions.json', z.object({ question: z.string(), pageId: z.string() }));
const unanswerable = readSet(
  'assistant-unanswerable.json',
  z.object({ question: z.string(), kind: z.enum(['nonsense', 'off-topic']) }),
);
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
const visible = new Set(visiblePages(store, user).keys());

const times: number[] = [];
const ask = async (question: string, previous?: string): Promise<Answer & { evidence: number; bestPage?: string }> => {
  const start = performance.now();
  const retrieval = retrieve(manualIndexes(store), visible, question, previous);
  const answer = await answerQuestion(ai, question, retrieval);
  times.push(performance.now() - start);
  return { ...answer, evidence: retrieval.evidence, bestPage: retrieval.passages[0]?.pageId };
};
const shown = (answer: Answer) => (answer.abstained ? 'keine Antwort' : (answer.references[0]?.pageId ?? '–'));
const show = (ok: boolean, line: string) => {
  if (verbose || !ok) console.log(`${ok ? '✓' : '✗'} ${line}`);
};

let correct = 0;
let falseAbstentions = 0;
const evidenceRight: number[] = [];
/** Evidence of answerable questions whose best passage lies on another page (answered or abstained). */
const evidenceWrong: number[] = [];
for (const { question, pageId } of answerable) {
  const answer = await ask(question);
  const ok = !answer.abstained && answer.references[0]?.pageId === pageId;
  if (ok) correct += 1;
  if (answer.abstained) falseAbstentions += 1;
  (answer.bestPage === pageId ? evidenceRight : evidenceWrong).push(answer.evidence);
  show(ok, `${question} → ${shown(answer)} (erwartet ${pageId}, Evidenz ${answer.evidence.toFixed(2)})`);
}

let abstained = 0;
let abstainedInThread = 0;
const abstainedByKind = new Map<string, { abstained: number; total: number }>();
const evidenceUnanswerable: number[] = [];
for (const [index, { question, kind }] of unanswerable.entries()) {
  const answer = await ask(question);
  const previous = answerable[index % answerable.length]?.question;
  const inThread = await ask(question, previous);
  evidenceUnanswerable.push(answer.evidence);
  const counts = abstainedByKind.get(kind) ?? { abstained: 0, total: 0 };
  counts.total += 1;
  if (answer.abstained) {
    abstained += 1;
    counts.abstained += 1;
  }
  abstainedByKind.set(kind, counts);
  if (inThread.abstained) abstainedInThread += 1;
  show(answer.abstained, `${question} → ${shown(answer)} (Evidenz ${answer.evidence.toFixed(2)})`);
  show(
    inThread.abstained,
    `${question} nach „${previous}“ → ${shown(inThread)} (Evidenz ${inThread.evidence.toFixed(2)})`,
  );
}
store.close();
rmSync(folder, { recursive: true, force: true });

const percent = (part: number, whole: number) =>
  `${part}/${whole} = ${((part / Math.max(1, whole)) * 100).toFixed(1)} %`;
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))] ?? 0;
  return sorted.length === 0
    ? '–'
    : `min ${at(0).toFixed(2)}, Median ${at(0.5).toFixed(2)}, max ${at(1).toFixed(2)} (n = ${sorted.length})`;
};
const middle = [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)] ?? 0;
const accuracy = correct / answerable.length;
const recall = abstained / unanswerable.length;
console.log(`Beantwortbare Fragen: ${answerable.length}, unbeantwortbare: ${unanswerable.length}`);
console.log(`Antwortgenauigkeit (richtige Seite als erste Referenz): ${percent(correct, answerable.length)}`);
console.log(
  `Enthaltung: Präzision ${percent(abstained, abstained + falseAbstentions)}, Recall ${percent(abstained, unanswerable.length)}`,
);
for (const [kind, counts] of abstainedByKind)
  console.log(`  Recall ${kind}: ${percent(counts.abstained, counts.total)}`);
console.log(`  Recall als Folgefrage im Verlauf: ${percent(abstainedInThread, unanswerable.length)}`);
console.log(`Evidenz (Schwelle MIN_EVIDENCE = ${MIN_EVIDENCE}):`);
console.log(`  beantwortbar, beste Passage auf der erwarteten Seite: ${spread(evidenceRight)}`);
console.log(`  beantwortbar, beste Passage auf einer anderen Seite: ${spread(evidenceWrong)}`);
console.log(`  unbeantwortbar:                                      ${spread(evidenceUnanswerable)}`);
console.log(`Median Antwortzeit: ${middle.toFixed(1)} ms (Index einmalig aufgebaut in ${indexMs.toFixed(0)} ms)`);
console.log(
  `Erzeugung: ${ai.baseUrl ? `${ai.baseUrl} (${ai.model})` : 'Retrieval aus dem Handbuch (kein AI_BASE_URL)'}`,
);
process.exitCode = accuracy >= 0.9 && recall >= 0.9 ? 0 : 1;
