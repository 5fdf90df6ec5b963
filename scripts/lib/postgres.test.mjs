// What a start finds in the embedded PostgreSQL's postmaster.pid. A stand-in "postgres" (`sleep`
// under that name) takes the real server's place: no initdb, milliseconds a case.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { clearLeftoverServer } from './postgres.mjs';

const alive = (pid) =>
  spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
    .stdout.trim()
    .replace(/^Z.*/, '') !== '';

describe('a postmaster.pid left in the data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'despacho-pg-'));
  const fake = join(dir, 'postgres');
  symlinkSync(spawnSync('sh', ['-c', 'command -v sleep'], { encoding: 'utf8' }).stdout.trim(), fake);
  const pidFile = join(dir, 'postmaster.pid');
  const leave = (pid) => writeFileSync(pidFile, `${pid}\n${dir}\n`);
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is removed when its process is gone or is not a postgres', async () => {
    const gone = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim();
    for (const pid of [gone, process.pid]) {
      leave(pid);
      await clearLeftoverServer(dir);
      assert.equal(existsSync(pidFile), false);
    }
  });

  it('shuts down a postgres whose run was killed (its parent gone)', async () => {
    // Started by a node process that exits at once: the server is orphaned, as after `kill -9` of npm start.
    const starter = `const s = require('node:child_process').spawn(${JSON.stringify(fake)}, ['60'], { detached: true, stdio: 'ignore' }); s.unref(); console.log(s.pid);`;
    const pid = Number(spawnSync(process.execPath, ['-e', starter], { encoding: 'utf8' }).stdout);
    assert.ok(alive(pid));
    leave(pid);
    await clearLeftoverServer(dir);
    assert.equal(alive(pid), false);
  });

  it("stops with what to do when the postgres is a live run's", async () => {
    const server = spawn(fake, ['60'], { stdio: 'ignore' }); // its parent: this node process
    try {
      leave(server.pid);
      await assert.rejects(clearLeftoverServer(dir), {
        message: new RegExp(
          `já está em uso por outro processo \\(pid ${process.pid}\\).*pare-o \\(Ctrl\\+C no terminal dele\\) e rode de novo`,
        ),
      });
      assert.ok(alive(server.pid));
    } finally {
      server.kill();
    }
  });
});
