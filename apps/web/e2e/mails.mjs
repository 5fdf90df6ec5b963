import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The e-mails the API wrote as .eml to MAIL_DIR so far, quoted-printable soft breaks and '=3D' undone. */
export function mailsWritten() {
  const dir = process.env.MAIL_DIR;
  if (!dir) throw new Error('MAIL_DIR must name where the API writes e-mails');
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) =>
    readFileSync(join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
}
