import type { Logger } from 'pino';
import { createLogger } from '../logging/logger';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [field: string]: unknown;
}

/** A logger built like the server's (same redaction and serialisers) that keeps every line it writes, at any level. */
export function capturedLog(): { log: Logger; lines: LogLine[]; text: () => string } {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const log = createLogger(
    { level: 'trace', format: 'json' },
    {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  );
  return { log, lines, text: () => raw.join('') };
}
