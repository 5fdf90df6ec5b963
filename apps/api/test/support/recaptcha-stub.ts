import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listen, send } from './http-stub.js';

export interface RecaptchaStub {
  url: string;
  /** What a solved widget hands the browser: a token that verifies once. */
  issue: () => string;
  /** The forms received, in order. */
  requests: URLSearchParams[];
  close: () => Promise<void>;
}

/**
 * Google's siteverify as https://developers.google.com/recaptcha/docs/verify documents it: POST a
 * form with secret, response and remoteip; 200 {success, challenge_ts, hostname, error-codes} with
 * missing-input-secret, invalid-input-secret, missing-input-response, invalid-input-response or
 * timeout-or-duplicate (a token already verified) when it fails.
 */
export async function startRecaptchaStub(secret: string): Promise<RecaptchaStub> {
  const issued = new Set<string>();
  const verified = new Set<string>();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/recaptcha/api/siteverify')
      return send(response, 404, 'text/html', '<h1>Not Found</h1>');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    stub.requests.push(form);
    const token = form.get('response') ?? '';
    const failure = !form.get('secret')
      ? 'missing-input-secret'
      : form.get('secret') !== secret
        ? 'invalid-input-secret'
        : !token
          ? 'missing-input-response'
          : verified.has(token)
            ? 'timeout-or-duplicate'
            : !issued.has(token)
              ? 'invalid-input-response'
              : null;
    if (!failure) {
      issued.delete(token);
      verified.add(token);
    }
    const body = failure
      ? { success: false, 'error-codes': [failure] }
      : { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' };
    send(response, 200, 'application/json; charset=utf-8', JSON.stringify(body));
  };
  const server = createServer((request, response) => void answer(request, response));
  const stub: RecaptchaStub = {
    url: `${await listen(server)}/recaptcha/api/siteverify`,
    issue: () => {
      const token = `03AFcWeA${randomUUID().replaceAll('-', '')}`;
      issued.add(token);
      return token;
    },
    requests: [],
    close: () => closeServer(server),
  };
  return stub;
}
