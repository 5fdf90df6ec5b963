// Module boundaries of apps/api (docs/architecture.md, 'Modules'): a module has one shape (its top
// level holds only the fixed roles), reaches another only through its index.ts, the module graph has
// no cycle, and a module's SQL names only its own tables
// (owners in apps/api/src/modules/table-owners.json). What is not fixed yet is listed in
// module-boundaries.allowlist.json, which may only shrink: a new crossing fails, and so does a listed
// one that is gone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareToAllowlist,
  crossImports,
  cyclesOf,
  foreignTableReads,
  MODULE_ROLES,
  moduleGraph,
  offShape,
  tableOwners,
} from './lib/module-boundaries.mjs';

const root = new URL('..', import.meta.url).pathname;
const modulesDir = join(root, 'apps/api/src/modules');
const readJson = (name) => JSON.parse(readFileSync(join(modulesDir, name), 'utf8'));

const files = readdirSync(modulesDir, { recursive: true })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ path: join(modulesDir, name), source: readFileSync(join(modulesDir, name), 'utf8') }));
const allowlist = readJson('module-boundaries.allowlist.json');
const problems = [];

// One shape: roles, index.ts, Nest module files and the plug-in folders (one folder per sales channel,
// one per carrier), each of which keeps its own inner layout.
const PLUGIN_FOLDERS = { integrations: ['channels'], 'carrier-integrations': ['connectors'] };
for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const entries = readdirSync(join(modulesDir, module.name), { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    folder: entry.isDirectory(),
  }));
  for (const name of offShape(entries, PLUGIN_FOLDERS[module.name]))
    problems.push(
      `apps/api/src/modules/${module.name}/${name} está fora da forma do módulo: mova-o para um dos papéis ` +
        `(${MODULE_ROLES.join('/, ')}/); no topo só cabem esses papéis, index.ts e os *.module.ts` +
        (PLUGIN_FOLDERS[module.name] ? `, além das pastas de plug-in ${PLUGIN_FOLDERS[module.name].join('/, ')}/` : ''),
    );
}

// An edge listed in cycleEdges goes straight to the inner file: through index.js it would load the
// other module's whole face while that one is still loading (a runtime cycle).
const crossings = crossImports(modulesDir, files);
const listed = (from, to) => allowlist.cycleEdges[from]?.includes(to) ?? false;
for (const { from, to, path, target } of crossings.filter(
  (crossing) => crossing.inner && !listed(crossing.from, crossing.to),
))
  problems.push(
    `${path.slice(root.length)} importa ${target.slice(root.length)}: use o index.js de ${to} (${from} -> ${to})`,
  );

// Cycles: the graph without the listed edges has none, and every listed edge still closes one.
const graph = moduleGraph(crossings);
const listedEdges = Object.entries(allowlist.cycleEdges).flatMap(([from, tos]) => tos.map((to) => [from, to]));
const inCycle = new Set(cyclesOf(graph).flat());
for (const [from, to] of listedEdges) {
  if (!graph.get(from)?.has(to) || !inCycle.has(from) || !inCycle.has(to))
    problems.push(`${from} -> ${to} não fecha mais um ciclo: retire-o de cycleEdges`);
  graph.get(from)?.delete(to);
}
for (const cycle of cyclesOf(graph)) problems.push(`ciclo entre módulos: ${cycle.join(', ')}`);

// Tables: every table of the migrations has one owner; no module names another's table.
const migrationsDir = join(root, 'migrations/src');
const created = new Set(
  readdirSync(migrationsDir)
    .flatMap((name) => [
      ...readFileSync(join(migrationsDir, name), 'utf8').matchAll(
        /CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?"?([a-z_]+)/gi,
      ),
    ])
    .map(([, table]) => table.toLowerCase()),
);
const owners = tableOwners(readJson('table-owners.json'));
for (const table of created) if (!owners.has(table)) problems.push(`tabela ${table} sem dono em table-owners.json`);
for (const table of owners.keys())
  if (!created.has(table)) problems.push(`table-owners.json lista ${table}, que nenhuma migração cria`);

const reads = foreignTableReads(modulesDir, files, owners);
const { added, gone } = compareToAllowlist(reads, allowlist.tableReads);
for (const entry of added) problems.push(`leitura de tabela de outro módulo: ${entry} (use o leitor público do dono)`);
for (const entry of gone) problems.push(`${entry} não lê mais a tabela: retire-o de tableReads`);

const remaining = Object.values(allowlist.tableReads).flat().length;
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `Fronteiras dos módulos: todos na forma dos papéis; ${crossings.length} importações entre módulos, pelo index.js salvo as ` +
    `${listedEdges.length} arestas de ciclo listadas; ${remaining} leituras de tabelas alheias ainda na lista.`,
);
