/**
 * The machine's ceilings for `npm run bench:store`: a bare Express handler returning a small JSON (`GET /`), and
 * the least a durable create can do (`POST /groups`: parse the JSON body, append one line to a file, answer once an
 * fdatasync shared by the concurrent writes covers it). No access check, validation or audit.
 */
import { fdatasync, openSync, writeSync } from 'node:fs';
import express from 'express';

const journal = openSync(process.env.CEILING_JOURNAL ?? '', 'a');
let waiting: (() => void)[] = [];
let flushing = false;
const flush = () => {
  if (flushing || waiting.length === 0) return;
  flushing = true;
  const covered = waiting;
  waiting = [];
  fdatasync(journal, () => {
    flushing = false;
    covered.forEach((acknowledge) => acknowledge());
    flush();
  });
};

let lastId = 0;
const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ ok: true });
});
app.post('/groups', express.json(), (req, res) => {
  lastId += 1;
  const record = { ...(req.body as object), id: lastId };
  writeSync(journal, `${JSON.stringify(record)}\n`);
  waiting.push(() => res.status(201).json(record));
  flush();
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`läuft auf http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ `);
});
