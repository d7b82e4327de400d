import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { inputTexts } from '@shared/texts/inputs';

/** What Node's HTTP parser refuses before any route runs, with the status Node itself would send. */
const answers: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: inputTexts.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: inputTexts.requestTimeout,
  },
};
const badRequest = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: inputTexts.badRequest };

/**
 * A request Node's parser refuses (headers too large, malformed) gets a German JSON body like every other
 * refusal, instead of Node's empty answer. A connection the client already dropped is just closed.
 */
export function answerParserErrorsInGerman(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = answers[error.code ?? ''] ?? badRequest;
    const body = JSON.stringify({ code: answer.code, message: answer.message });
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
