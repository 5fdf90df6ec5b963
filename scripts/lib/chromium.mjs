// Browser tests use Debian's Chromium (never a downloaded browser build).
import { existsSync } from 'node:fs';
import { aptInstall, canInstall } from './apt.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function banner(lines) {
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n${lines.map((l) => `!!! ${l}`).join('\n')}\n${bar}\n`);
}

/** Answers the Chromium path, installing it with apt-get when missing and running as root; null to skip. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (!canInstall()) {
    banner([
      'TESTES DE NAVEGADOR IGNORADOS: Chromium não encontrado em ' + CHROMIUM + '.',
      'Instale com: sudo apt-get install -y chromium (ou defina CHROMIUM_PATH) e rode npm test de novo.',
    ]);
    return null;
  }
  if (aptInstall('chromium') && existsSync(CHROMIUM)) return CHROMIUM;
  banner(['TESTES DE NAVEGADOR IGNORADOS: a instalação do Chromium falhou (veja acima).']);
  return null;
}
