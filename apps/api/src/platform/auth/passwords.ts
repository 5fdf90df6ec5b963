import { hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, unreadable under isolatedModules: 2 is Argon2id.
const ARGON2ID = 2;

// OWASP ASVS 5.0 / cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
