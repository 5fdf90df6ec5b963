// The bench's side of sql-count-hook.ts (BENCH_SQL_COUNT=<file>): starts the API's count before a
// load and prints, after it, the statements per unit (one pg query = one round trip) by sender.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const file = process.env.BENCH_SQL_COUNT;

/** Starts counting in the API `pid` (a no-op without BENCH_SQL_COUNT). */
export function startSqlCount(pid: number): void {
  if (!file) return;
  rmSync(file, { force: true });
  process.kill(pid, 'SIGWINCH');
}

/** Stops counting and prints each sender's statements per `units` `noun`, then its statements. */
export async function printSqlCount(pid: number, units: number, noun: string): Promise<void> {
  if (!file) return;
  process.kill(pid, 'SIGWINCH');
  while (!existsSync(file)) await sleep(50);
  await sleep(100);
  const counts = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>);
  const bySender = new Map<string, [string, number][]>();
  for (const [key, count] of counts) {
    const [sender, text] = key.split('\t');
    bySender.set(sender, [...(bySender.get(sender) ?? []), [text, count]]);
  }
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const per = (count: number) => (count / units).toFixed(3).padStart(7);
  console.log(`  comandos SQL (idas e voltas) por ${noun}, ${units.toLocaleString('pt-BR')} ${noun}s: ${per(total)}`);
  const ranked = [...bySender].map(([sender, texts]) => [sender, texts, texts.reduce((s, [, c]) => s + c, 0)] as const);
  for (const [sender, texts, sum] of ranked.sort((a, b) => b[2] - a[2])) {
    console.log(`  ${per(sum)}  ${sender}`);
    for (const [text, count] of texts.sort((a, b) => b[1] - a[1])) console.log(`      ${per(count)}  ${text}`);
  }
}
