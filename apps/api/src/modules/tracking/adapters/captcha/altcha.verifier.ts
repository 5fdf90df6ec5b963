import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { REDIS } from '../../../../platform/queue/redis.js';
import { CAPTCHA_REQUIRED, CaptchaVerifier } from './captcha-verifier.js';

/** Up to this many SHA-256 rounds for the browser: well under a second, a cost for a flood. */
const MAX_COUNTER = 50_000;
const LIFETIME_MS = 10 * 60_000;

/**
 * Self-hosted ALTCHA proof of work: the server signs a challenge, the browser finds the counter, the
 * server checks the signature, the expiry and that the solution was not used before (Redis), so one
 * solved challenge opens one search. No third party is called.
 */
@Injectable()
export class AltchaVerifier extends CaptchaVerifier {
  readonly widget = { provider: 'altcha', siteKey: null, scriptUrl: null } as const;
  private readonly secret: string;
  private readonly keySecret: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    super();
    this.secret = createHmac('sha256', config.jwtSecret).update('captcha-challenge').digest('hex');
    this.keySecret = createHmac('sha256', config.jwtSecret).update('captcha-key').digest('hex');
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(1_000, MAX_COUNTER),
      deriveKey,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** The widget's payload (base64 JSON {challenge, solution}); anything else is the spec's message. */
  async assertSolved(encoded: string | undefined): Promise<void> {
    const payload = decode(encoded);
    if (!payload) throw new InvalidInput(CAPTCHA_REQUIRED);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
    if (!result.verified) throw new InvalidInput(CAPTCHA_REQUIRED);
    const used = await this.redis.set(
      `${this.config.queuePrefix}:captcha:${payload.challenge.signature}`,
      '1',
      'PX',
      LIFETIME_MS,
      'NX',
    );
    if (used !== 'OK') throw new InvalidInput(CAPTCHA_REQUIRED);
  }
}

function decode(encoded: string | undefined): Payload | null {
  if (!encoded) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}
