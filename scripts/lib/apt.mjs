// Debian packages the scripts need on a fresh machine (Chromium for browser tests, redis-server,
// poppler-utils and zbar-tools for the label tests).
import { spawnSync } from 'node:child_process';

/** True as root, where apt-get may install what is missing; elsewhere the caller explains what to do. */
export const canInstall = () =>
  process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

/** apt-get update + install -y, non-interactive, output shown; answers whether it worked. */
export function aptInstall(...pkgs) {
  console.log(`Instalando ${pkgs.join(', ')} do Debian (apt-get install -y ${pkgs.join(' ')}) ...`);
  // policy-rc.d is not ours to change: a packaged service that starts on 6379 is found by the caller.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  return (
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env }).status === 0
  );
}
