import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedactingLogger, redactSecrets } from './redacting-logger.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJh';

describe('log lines never carry a token or a credential', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hides secret query values, credential headers, bearer tokens and JWTs, and keeps the rest', () => {
    expect(redactSecrets('POST /api/carrier-registrations/1/files?token=abc.def&page=2')).toBe(
      'POST /api/carrier-registrations/1/files?token=[oculto]&page=2',
    );
    expect(redactSecrets('GET /cb?code=XYZ&state=s1&access_token=t&client_secret=k&x=1')).toBe(
      'GET /cb?code=[oculto]&state=[oculto]&access_token=[oculto]&client_secret=[oculto]&x=1',
    );
    expect(redactSecrets('{"authorization":"Bearer abc.def","x-token":"' + JWT + '","accept":"json"}')).toBe(
      '{"authorization":"[oculto]","x-token":"[oculto]","accept":"json"}',
    );
    expect(redactSecrets(`falhou com Bearer abc123== e sessão ${JWT} no pedido PED-1`)).toBe(
      'falhou com Bearer [oculto] e sessão [oculto] no pedido PED-1',
    );
    expect(redactSecrets('Cookie: sid=1; x=2')).toBe('Cookie: [oculto]; x=2');
  });

  it('writes every line, message and stack, through the redaction', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const logger = new RedactingLogger('HTTP', { colors: false });
    logger.error('POST /api/x?token=segredo', `Error: falhou\n    at GET /api/y?token=${JWT}`);
    const output = written.join('');
    expect(output).toContain('POST /api/x?token=[oculto]');
    expect(output).toContain('at GET /api/y?token=[oculto]');
    expect(output).not.toMatch(/segredo|eyJ/);
  });
});
