// Redis for BullMQ: REDIS_URL, else the local 6379, else a private redis-server from PATH (installed
// from Debian when missing and we are root, as chromium.mjs does for the browser tests).
import { spawnSync } from 'node:child_process';
import { aptInstall, canInstall } from './apt.mjs';
import { redisAnswers } from './net.mjs';
import { start, stopChild } from './processes.mjs';

const LOCAL_PORT = Number(process.env.REDIS_PROBE_PORT ?? 6379);
const PRIVATE_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 63790);

const redisServerInstalled = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export async function ensureRedis() {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  if (await redisAnswers('127.0.0.1', LOCAL_PORT)) {
    return { url: `redis://127.0.0.1:${LOCAL_PORT}`, stop: async () => {} };
  }
  if (await redisAnswers('127.0.0.1', PRIVATE_PORT)) {
    return { url: `redis://127.0.0.1:${PRIVATE_PORT}`, stop: async () => {} };
  }
  if (!redisServerInstalled() && !(canInstall() && aptInstall('redis-server') && redisServerInstalled())) {
    console.error(
      [
        '',
        'Redis não encontrado: nenhum Redis responde em 127.0.0.1:6379 e não há redis-server no PATH.',
        canInstall()
          ? 'A instalação automática (apt-get install redis-server) falhou: veja acima.'
          : 'Sem root, não dá para instalá-lo automaticamente.',
        'Instale o Redis (Debian/Ubuntu: sudo apt-get install redis-server) ou defina REDIS_URL,',
        'por exemplo REDIS_URL=redis://meu-servidor:6379, e rode de novo.',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  const child = start('redis', 'redis-server', [
    '--port',
    String(PRIVATE_PORT),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 100 && !(await redisAnswers('127.0.0.1', PRIVATE_PORT)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${PRIVATE_PORT}`, stop: () => stopChild(child) };
}
