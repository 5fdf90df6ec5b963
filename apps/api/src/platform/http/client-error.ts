import type { Socket } from 'node:net';

/** Node's HTTP parser refuses these before Fastify routes anything (Fastify's own answer is English). */
const ANSWERS: Record<string, [status: number, text: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'O endereço ou os cabeçalhos da requisição são longos demais.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'A requisição demorou demais para chegar.'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'Requisição HTTP malformada.'];

/** Fastify's clientErrorHandler: the same pt-BR {message} as every other failure, then the connection closes. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
