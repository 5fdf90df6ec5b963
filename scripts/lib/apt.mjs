// Debian packages the scripts need on a fresh machine (Chromium for browser tests, redis-server).
import { spawnSync } from 'node:child_process';

/** True as root, where apt-get may install what is missing; elsewhere the caller explains what to do. */
export const canInstall = () =>
  process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

/** apt-get update + install -y, non-interactive, output shown; answers whether it worked. */
export function aptInstall(pkg) {
  console.log(`Instalando ${pkg} do Debian (apt-get install -y ${pkg}) ...`);
  // policy-rc.d is not ours to change: a packaged service that starts on 6379 is found by the caller.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  return (
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env }).status === 0
  );
}
