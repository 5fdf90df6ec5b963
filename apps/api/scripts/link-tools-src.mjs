// The benches and the seed (dist-tools/bench, dist-tools/seed) import ../src/…: that is the
// production build, linked rather than compiled a second time (a junction, so Windows needs no rights).
import { rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const link = fileURLToPath(new URL('../dist-tools/src', import.meta.url));
rmSync(link, { recursive: true, force: true });
symlinkSync('../dist', link, 'junction');
