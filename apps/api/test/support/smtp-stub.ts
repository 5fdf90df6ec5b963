import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  body: string;
}

/** A real SMTP server in-process: whatever the app e-mails arrives here. */
export async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { server, port, received };
}

/** Polls `check` until it holds, or fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('tempo esgotado esperando a condição');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
