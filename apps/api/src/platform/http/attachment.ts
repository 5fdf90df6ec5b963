import type { FastifyReply } from 'fastify';

// encodeURIComponent leaves ' ( ) * as they are; RFC 5987 values must not hold them.
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266),
 * so 'Tabela São Paulo.csv' keeps its accents where browsers allow.
 */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/**
 * Marks the reply as a CSV download and hands back the body. Set here, on success only: a
 * Content-Type fixed before the handler runs would turn an error's JSON body into a 500.
 */
export function csvDownload(reply: FastifyReply, fileName: string, content: string): string {
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', attachment(fileName));
  return content;
}
