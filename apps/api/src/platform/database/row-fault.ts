import { QueryFailedError } from 'typeorm';

/**
 * PostgreSQL refused the data itself: a data exception (class 22: a value out of range, bad text)
 * or a broken constraint (class 23). The same rows would be refused again, unlike a lost connection,
 * a deadlock or a shutdown, which a retry clears; so a batch writer may send its rows apart, and the
 * rows at fault are the only ones left out.
 */
export function isRowFault(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? error.driverError : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

/** A failure's message for a log line, whatever was thrown. */
export const faultMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
