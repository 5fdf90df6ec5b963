// What scripts/check-module-boundaries.mjs measures, as pure functions over file paths and sources:
// imports between modules (only through `<module>/index.js`), cycles in the module graph, and SQL
// that names a table another module owns.
import { dirname, join, normalize, relative, sep } from 'node:path';

const IMPORT =
  /^\s*(?:import|export)(\s+type)?\s+(?:[\w$]+\s*,\s*)?(\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s+from\s+'([^']+)'/gm;
const SQL_TABLE = /\b(?:from|join|into|update|table|truncate|copy)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/gi;

/** Test files may reach another module's fixtures (`*.spec-helper.ts`); code may not. */
export const isTestFile = (path) => /\.(spec|int-spec|e2e-spec|spec-helper)\.ts$/.test(path);

/** The module a path under `modulesDir` belongs to (its first folder), or null. */
export function moduleOf(modulesDir, path) {
  const inside = relative(modulesDir, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return null;
  return inside.split(sep)[0];
}

/** Every `import … from` / `export … from` of a source: specifier and whether it is type-only. */
export function importsOf(source) {
  const found = [];
  for (const [, type, names, specifier] of source.matchAll(IMPORT)) {
    const typeOnly =
      Boolean(type) ||
      (names.startsWith('{') &&
        names
          .slice(1, -1)
          .split(',')
          .every((name) => !name.trim() || /^type\s/.test(name.trim())));
    found.push({ specifier, typeOnly });
  }
  return found;
}

/**
 * Imports of `files` ({ path, source }) that cross from one module into another: `{ from, to, path,
 * target, inner }`, where `inner` marks a target other than the module's index.js.
 */
export function crossImports(modulesDir, files) {
  const crossings = [];
  for (const { path, source } of files) {
    const from = moduleOf(modulesDir, path);
    if (!from) continue;
    for (const { specifier, typeOnly } of importsOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = normalize(join(dirname(path), specifier));
      const to = moduleOf(modulesDir, target);
      if (!to || to === from) continue;
      const fixture = isTestFile(path) && target.endsWith('.spec-helper.js');
      const inner = !fixture && relative(join(modulesDir, to), target) !== 'index.js';
      crossings.push({ from, to, path, target, typeOnly, inner });
    }
  }
  return crossings;
}

/** The module graph: `Map<from, Set<to>>` of the modules each module imports (types included). */
export function moduleGraph(crossings) {
  const graph = new Map();
  for (const { from, to } of crossings) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  }
  return graph;
}

/** Strongly connected groups of two or more modules (Tarjan): each is at least one import cycle. */
export function cyclesOf(graph) {
  let index = 0;
  const state = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low !== state.get(node).index) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return groups;
}

/** The text of a source's string and template literals (comments and code left out). */
export function literalsOf(source) {
  let text = '';
  let i = 0;
  const templateDepth = [];
  while (i < source.length) {
    const char = source[i];
    if (char === '/' && source[i + 1] === '/')
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (char === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 2 || source.length;
    else if (char === "'" || char === '"') {
      let end = i + 1;
      while (end < source.length && source[end] !== char) end += source[end] === '\\' ? 2 : 1;
      text += `${source.slice(i + 1, end)}\n`;
      i = end + 1;
    } else if (char === '`' || (char === '}' && templateDepth.at(-1) === 0)) {
      if (char === '}') templateDepth.pop();
      let end = i + 1;
      while (end < source.length && source[end] !== '`' && !(source[end] === '$' && source[end + 1] === '{'))
        end += source[end] === '\\' ? 2 : 1;
      text += `${source.slice(i + 1, end)} `;
      if (source[end] === '$') {
        templateDepth.push(0);
        i = end + 2;
      } else i = end + 1;
    } else {
      if (templateDepth.length && char === '{') templateDepth[templateDepth.length - 1] += 1;
      if (templateDepth.length && char === '}') templateDepth[templateDepth.length - 1] -= 1;
      i += 1;
    }
  }
  return text;
}

/** The known tables (`owners`: table → module) a source's SQL names. */
export function tablesOf(source, owners) {
  const tables = new Set();
  for (const [, name] of literalsOf(source).matchAll(SQL_TABLE))
    if (owners.has(name.toLowerCase())) tables.add(name.toLowerCase());
  return [...tables].sort();
}

/** `owners.json` ({ module: [tables] }) as table → module; a table listed twice is an error. */
export function tableOwners(perModule) {
  const owners = new Map();
  for (const [module, tables] of Object.entries(perModule)) {
    for (const table of tables) {
      if (owners.has(table)) throw new Error(`tabela ${table} tem dois donos: ${owners.get(table)} e ${module}`);
      owners.set(table, module);
    }
  }
  return owners;
}

/**
 * `{ 'modules/<m>/<file>.ts': [tables] }` of code (not tests) that names a table owned by another
 * module; `shared` owners (the platform's tables) may be named by anyone.
 */
export function foreignTableReads(modulesDir, files, owners, shared = ['platform']) {
  const reads = {};
  for (const { path, source } of files) {
    const module = moduleOf(modulesDir, path);
    if (!module || isTestFile(path)) continue;
    const foreign = tablesOf(source, owners).filter(
      (table) => owners.get(table) !== module && !shared.includes(owners.get(table)),
    );
    if (foreign.length) reads[relative(dirname(modulesDir), path).split(sep).join('/')] = foreign;
  }
  return reads;
}

/**
 * Differences between what was measured and the allowlist (which may only shrink): `added` are new
 * entries (fail: fix them), `gone` are listed entries no longer found (fail: delete them from the list).
 */
export function compareToAllowlist(measured, allowed) {
  const flatten = (map) =>
    new Set(Object.entries(map).flatMap(([key, values]) => values.map((value) => `${key}: ${value}`)));
  const now = flatten(measured);
  const listed = flatten(allowed);
  return {
    added: [...now].filter((entry) => !listed.has(entry)),
    gone: [...listed].filter((entry) => !now.has(entry)),
  };
}

/** The fixed roles a module's code sits in (docs/architecture.md, 'Modules'). */
export const MODULE_ROLES = [
  'commands',
  'domain',
  'events',
  'projections',
  'queries',
  'policies',
  'jobs',
  'http',
  'adapters',
];

/**
 * The top-level entries (`{ name, folder }`) of a module outside its shape: a folder that is neither a
 * role nor one of its declared plug-in folders, a file other than index.ts and the Nest module files
 * (`<module>.module.ts` and the sub-modules it imports, `*.module.ts`).
 */
export function offShape(entries, plugins = []) {
  return entries
    .filter(({ name, folder }) =>
      folder
        ? !MODULE_ROLES.includes(name) && !plugins.includes(name)
        : name !== 'index.ts' && !name.endsWith('.module.ts'),
    )
    .map(({ name, folder }) => (folder ? `${name}/` : name))
    .sort();
}
