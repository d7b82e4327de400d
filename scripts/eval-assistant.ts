/**
 * Quality figures of the assistant: asks the committed German evaluation sets against the tracked manual, each
 * question as its own user sees the manual, through the same retrieval and answer code as `POST /ai/chat`.
 * The development set (scripts/eval/assistant-dev.json) is what the analyser, ranking and abstain rule are tuned
 * on; the test set (assistant-test.json) is held out: only its totals are printed, never its single questions.
 * Usage: `npx tsx scripts/eval-assistant.ts [--verbose] [--set dev|test|all]`: while tuning the development set
 * only (the default), so not even the test set's totals are seen; `npm run eval:assistant` asks both (`--set all`).
 * --verbose lists every development question with its evidence.
 * Exits non-zero when a test-set target (docs/assistant.md) fails.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@server/config';
import { MIN_COVERAGE, MIN_MATCHED } from '@server/features/assistant/abstain';
import { answerQuestion } from '@server/features/assistant/answerQuestion';
import { retrieve } from '@server/features/assistant/retrieve';
import { visiblePages } from '@server/features/manual/manualAccess';
import { manualIndexes } from '@server/features/manual/manualIndex';
import { projectRoot } from '@server/projectRoot';
import { Store } from '@server/store/store';
import { evalSetSchema, percent, spread, type EvalSet } from './eval/evalSet';

const verbose = process.argv.includes('--verbose');
const setArgument = process.argv[process.argv.indexOf('--set') + 1];
const sets = process.argv.includes('--set') ? setArgument : 'dev';
if (sets !== 'dev' && sets !== 'test' && sets !== 'all')
  throw new Error(`--set dev|test|all, nicht ${String(setArgument)}`);
const readSet = (file: string): EvalSet =>
  evalSetSchema.parse(JSON.parse(readFileSync(join(projectRoot, 'scripts/eval', file), 'utf8')));

const folder = mkdtempSync(join(tmpdir(), 'radar-eval-'));
const dbFile = join(folder, 'db.json');
copyFileSync(join(projectRoot, 'db.json'), dbFile);
const store = Store.open(dbFile);
const ai = readConfig().ai;
const indexStart = performance.now();
manualIndexes(store);
const indexMs = performance.now() - indexStart;

const visibleTo = (username: string): Set<string> => {
  const user = store.collection('zbvAccounts').find((account) => account.username === username);
  if (!user) throw new Error(`${username} fehlt in db.json`);
  return new Set(visiblePages(store, user).keys());
};

const times: number[] = [];
const ask = async (username: string, question: string, previous?: string) => {
  const visible = visibleTo(username);
  const start = performance.now();
  const retrieval = retrieve(manualIndexes(store), visible, question, previous);
  const answer = await answerQuestion(ai, question, retrieval);
  times.push(performance.now() - start);
  const pages = answer.references.map((reference) => reference.pageId);
  return { ...answer, pages, evidence: retrieval.evidence, forbidden: pages.some((page) => !visible.has(page)) };
};

interface Figures {
  firstRight: number;
  topThree: number;
  wronglyDeclined: number;
  answerable: number;
  declined: number;
  declinedInThread: number;
  unanswerable: number;
  declinedByKind: Map<string, { declined: number; total: number }>;
  forbiddenAnswers: number;
  /** Evidence coverage of the answerable questions answered right, and of the unanswerable ones. */
  coverageRight: number[];
  coverageUnanswerable: number[];
}

/** Asks one set; lines about single questions only where `listQuestions` (the development set). */
async function evaluate(set: EvalSet, listQuestions: boolean): Promise<Figures> {
  const show = (ok: boolean, line: string) => {
    if (listQuestions && (verbose || !ok)) console.log(`  ${ok ? '✓' : '✗'} ${line}`);
  };
  const figures: Figures = {
    firstRight: 0,
    topThree: 0,
    wronglyDeclined: 0,
    answerable: set.answerable.length,
    declined: 0,
    declinedInThread: 0,
    unanswerable: set.unanswerable.length,
    declinedByKind: new Map(),
    forbiddenAnswers: 0,
    coverageRight: [],
    coverageUnanswerable: [],
  };
  const described = (e: { coverage: number; matched: number }) => `${e.coverage.toFixed(2)}/${e.matched.toFixed(1)}`;
  for (const { question, pages, user, previous } of set.answerable) {
    const answer = await ask(user, question, previous);
    const first = !answer.abstained && pages.includes(answer.pages[0] ?? '');
    if (first) figures.firstRight += 1;
    if (!answer.abstained && answer.pages.some((page) => pages.includes(page))) figures.topThree += 1;
    if (answer.abstained) figures.wronglyDeclined += 1;
    if (answer.forbidden) figures.forbiddenAnswers += 1;
    if (first) figures.coverageRight.push(answer.evidence.coverage);
    const got = answer.abstained ? 'keine Antwort' : answer.pages.join(', ');
    show(first, `${question} [${user}] → ${got} (erwartet ${pages.join('/')}, Evidenz ${described(answer.evidence)})`);
  }
  for (const [index, { question, user, kind }] of set.unanswerable.entries()) {
    const answer = await ask(user, question);
    const context = set.answerable[index % set.answerable.length]?.question;
    const inThread = await ask(user, question, context);
    const counts = figures.declinedByKind.get(kind) ?? { declined: 0, total: 0 };
    counts.total += 1;
    if (answer.abstained) {
      figures.declined += 1;
      counts.declined += 1;
    }
    figures.declinedByKind.set(kind, counts);
    if (inThread.abstained) figures.declinedInThread += 1;
    if (answer.forbidden || inThread.forbidden) figures.forbiddenAnswers += 1;
    figures.coverageUnanswerable.push(answer.evidence.coverage);
    show(
      answer.abstained,
      `${question} [${user}, ${kind}] → ${answer.pages.join(', ') || 'keine Antwort'} (Evidenz ${described(answer.evidence)})`,
    );
    show(inThread.abstained, `${question} nach „${context}“ → ${inThread.pages.join(', ') || 'keine Antwort'}`);
  }
  return figures;
}

const report = (name: string, f: Figures) => {
  console.log(`${name}: ${f.answerable} beantwortbare, ${f.unanswerable} unbeantwortbare Fragen`);
  console.log(`  richtige Seite als erste Referenz:      ${percent(f.firstRight, f.answerable)}`);
  console.log(`  richtige Seite unter den ersten drei:   ${percent(f.topThree, f.answerable)}`);
  console.log(`  fälschlich abgelehnt:                   ${percent(f.wronglyDeclined, f.answerable)}`);
  console.log(`  unbeantwortbare abgelehnt:              ${percent(f.declined, f.unanswerable)}`);
  for (const [kind, counts] of f.declinedByKind) console.log(`    ${kind}: ${percent(counts.declined, counts.total)}`);
  console.log(`  … als Folgefrage im Verlauf abgelehnt:  ${percent(f.declinedInThread, f.unanswerable)}`);
  console.log(`  Antworten aus nicht lesbaren Seiten:    ${f.forbiddenAnswers}`);
};

console.log(`Schwellen MIN_COVERAGE = ${MIN_COVERAGE}, MIN_MATCHED = ${MIN_MATCHED}`);
const dev = sets === 'test' ? undefined : await evaluate(readSet('assistant-dev.json'), true);
const test = sets === 'dev' ? undefined : await evaluate(readSet('assistant-test.json'), false);
store.close();
rmSync(folder, { recursive: true, force: true });

if (dev) {
  report('Entwicklungsmenge', dev);
  console.log(`  Abdeckung, richtig beantwortet: ${spread(dev.coverageRight)}`);
  console.log(`  Abdeckung, unbeantwortbar:      ${spread(dev.coverageUnanswerable)}`);
}
if (test) report('Testmenge (zurückgehalten)', test);
console.log(`Antwortzeit in-process: ${spread(times)} ms (Index einmalig aufgebaut in ${indexMs.toFixed(0)} ms)`);
console.log(
  `Erzeugung: ${ai.baseUrl ? `${ai.baseUrl} (${ai.model})` : 'Retrieval aus dem Handbuch (kein AI_BASE_URL)'}`,
);
const share = (part: number, whole: number) => part / Math.max(1, whole);
const targetsHold =
  test !== undefined &&
  share(test.firstRight, test.answerable) >= 0.85 &&
  share(test.topThree, test.answerable) >= 0.95 &&
  share(test.wronglyDeclined, test.answerable) <= 0.05 &&
  share(test.declined, test.unanswerable) >= 0.95 &&
  test.forbiddenAnswers === 0 &&
  (dev?.forbiddenAnswers ?? 0) === 0;
if (test) console.log(targetsHold ? 'Ziele der Testmenge erreicht.' : 'Ziele der Testmenge verfehlt.');
process.exitCode = targetsHold ? 0 : 1;
