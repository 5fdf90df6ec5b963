import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';

const VERSION = 'v1';

/**
 * Channel access tokens at rest: AES-256-GCM with CHANNEL_TOKEN_KEY, a fresh 12-byte IV each time.
 * The text is `v1.iv.tag.ciphertext` (base64url), so the event log and the read model never hold a
 * token in clear, and a tampered text fails to open instead of yielding a wrong token.
 */
@Injectable()
export class TokenCipher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.config.channelTokenKey, iv);
    const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), encrypted]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, encrypted] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || encrypted === undefined)
      throw new Error('Token de integração em formato desconhecido.');
    const decipher = createDecipheriv('aes-256-gcm', this.config.channelTokenKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
  }
}
