// The port of the browser tests' API: taken from the OS, and never mistaken for another program's.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { freePort } from './net.mjs';
import { waitForListening } from './processes.mjs';

/** A stand-in for apps/api/dist/main.js: binds `port`, then prints the API's line (a failed bind ends it). */
function fakeApi(port) {
  const program = `require('node:net').createServer().listen(${port}, '0.0.0.0', () => console.log('Despacho API ouvindo em http://localhost:${port}')); setTimeout(() => {}, 30000);`;
  return spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('test server ports', () => {
  it('freePort answers a port nobody holds, which we can then bind', async () => {
    const port = await freePort();
    assert.ok(Number.isInteger(port) && port > 0 && port < 65536);
    const server = createServer().listen(port, '0.0.0.0');
    await once(server, 'listening');
    server.close();
  });

  it('waitForListening resolves once the process holds its port', async () => {
    const port = await freePort();
    const api = fakeApi(port);
    try {
      await waitForListening(api, port, undefined, 10_000);
      assert.equal(api.exitCode, null);
    } finally {
      api.kill();
    }
  });

  it('stops at once with a clear message when another program already listens on the port', async () => {
    const other = createServer().listen(0, '0.0.0.0');
    await once(other, 'listening');
    const { port } = other.address();
    const started = Date.now();
    try {
      await assert.rejects(waitForListening(fakeApi(port), port, undefined, 10_000), (error) => {
        assert.match(
          error.message,
          new RegExp(
            `^O processo terminou \\(código 1\\) antes de ouvir na porta ${port}: outro programa já ocupa essa porta\\?$`,
          ),
        );
        return true;
      });
      assert.ok(
        Date.now() - started < 5_000,
        'the failure is reported as soon as the process exits, not at the timeout',
      );
    } finally {
      other.close();
    }
  });
});
