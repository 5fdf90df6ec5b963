import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../platform/config/app-config.js';
import { TokenCipher } from './token-cipher.js';

const cipherWith = (key: Buffer) => new TokenCipher({ channelTokenKey: key } as AppConfig);

describe('TokenCipher', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh IV each time', () => {
    const cipher = cipherWith(key);
    const first = cipher.seal('token-secreto');
    const second = cipher.seal('token-secreto');
    expect(first).not.toBe(second);
    expect(first).not.toContain('token-secreto');
    expect(cipher.open(first)).toBe('token-secreto');
    expect(cipher.open(second)).toBe('token-secreto');
  });

  it('refuses a tampered text and another key', () => {
    const sealed = cipherWith(key).seal('token-secreto');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipherWith(key).open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => cipherWith(randomBytes(32)).open(sealed)).toThrow();
    expect(() => cipherWith(key).open('texto-qualquer')).toThrow('Token de integração em formato desconhecido.');
  });
});
