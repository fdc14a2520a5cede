import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR } from '../../src/api/contract/errors';

const LINGER_MS = 5_000;

/**
 * Answers a request Node could not parse (URL or headers over the size limit, a malformed request,
 * a timeout). Node's parser is broken for the rest of that connection, so the answer says
 * `Connection: close` and the socket is ended after it (FIN), not destroyed under it: a keep-alive
 * client reads the answer, then opens a new connection instead of meeting ECONNRESET.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'request URL or headers too large'
      : status === 408
        ? 'request timed out'
        : 'malformed request';
  this.log.debug({ code: error.code, status }, 'client error');
  const body = JSON.stringify({ errorCode: ERROR.validation, message });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        `\r\n${body}`,
    );
  }
  // A client that never reads or closes does not keep the socket forever.
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
