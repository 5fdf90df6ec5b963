// A machine without redis-server: as root ensureRedis installs Debian's package, otherwise it explains.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort } from './net.mjs';

const realRedis = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();

describe('redis-server missing', () => {
  const bin = mkdtempSync(join(tmpdir(), 'despacho-fake-apt-'));
  after(() => rmSync(bin, { recursive: true, force: true }));
  // A stand-in apt-get: records its calls and "installs" redis-server by linking the real one into PATH.
  writeFileSync(
    join(bin, 'apt-get'),
    `#!/bin/sh\necho "$*" >> ${bin}/calls\nif [ "$1" = install ]; then /bin/ln -sf ${realRedis || '/bin/false'} ${bin}/redis-server; fi\nexit 0\n`,
  );
  chmodSync(join(bin, 'apt-get'), 0o755);
  symlinkSync(process.execPath, join(bin, 'node'));

  it(
    process.getuid?.() === 0
      ? 'installs it with apt-get as root and starts it privately'
      : 'stops with how to install it when not root',
    async (t) => {
      if (process.getuid?.() === 0 && !realRedis)
        return t.skip('no redis-server on this machine to stand in for the package');
      const [probe, own] = [await freePort(), await freePort()];
      const program = `const r = await (await import(${JSON.stringify(new URL('./redis.mjs', import.meta.url).href)})).ensureRedis(); console.log('URL ' + r.url); await r.stop(); process.exit(0);`;
      const env = { PATH: bin, REDIS_PROBE_PORT: String(probe), EMBEDDED_REDIS_PORT: String(own) };
      const run = spawnSync(join(bin, 'node'), ['--input-type=module', '-e', program], {
        env,
        encoding: 'utf8',
        timeout: 30_000,
      });
      if (process.getuid?.() === 0) {
        assert.equal(run.status, 0, run.stderr);
        assert.match(run.stdout, new RegExp(`URL redis://127\\.0\\.0\\.1:${own}`));
        assert.match(readFileSync(join(bin, 'calls'), 'utf8'), /install -y --no-install-recommends redis-server/);
      } else {
        assert.equal(run.status, 1);
        assert.match(
          run.stderr,
          /Sem root, não dá para instalá-lo automaticamente\.\nInstale o Redis \(Debian\/Ubuntu: sudo apt-get install redis-server\)/,
        );
      }
    },
  );
});
