// What the module-boundary check catches: folders outside the roles, inner imports, cycles, other
// modules' tables in SQL.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  compareToAllowlist,
  crossImports,
  cyclesOf,
  foreignTableReads,
  importsOf,
  literalsOf,
  moduleGraph,
  offShape,
  tableOwners,
  tablesOf,
} from './module-boundaries.mjs';

const dir = '/repo/modules';
const file = (path, source) => ({ path: `${dir}/${path}`, source });

describe('module boundaries', () => {
  it("keeps a module's top level to its roles, index.ts, Nest module files and declared plug-in folders", () => {
    const entries = [
      { name: 'commands', folder: true },
      { name: 'queries', folder: true },
      { name: 'channels', folder: true },
      { name: 'index.ts', folder: false },
      { name: 'integrations.module.ts', folder: false },
      { name: 'checkout', folder: true },
      { name: 'token-cipher.ts', folder: false },
    ];
    assert.deepEqual(offShape(entries, ['channels']), ['checkout/', 'token-cipher.ts']);
    assert.deepEqual(offShape(entries), ['channels/', 'checkout/', 'token-cipher.ts']);
  });

  it('tells type-only imports from value imports, across lines', () => {
    const source = `import type { A } from '../a/index.js';\nimport {\n  type B,\n  C,\n} from '../b/index.js';\nexport { D } from './d.js';`;
    assert.deepEqual(importsOf(source), [
      { specifier: '../a/index.js', typeOnly: true },
      { specifier: '../b/index.js', typeOnly: false },
      { specifier: './d.js', typeOnly: false },
    ]);
  });

  it('flags an import into another module unless it goes through its index.js', () => {
    const crossings = crossImports(dir, [
      file('labels/http/a.ts', `import { Order } from '../../orders/index.js';`),
      file('labels/http/b.ts', `import { OrderChanger } from '../../orders/commands/order-changer.js';`),
      file('labels/http/c.ts', `import { x } from '../domain/x.js';`),
      file('labels/http/d.spec.ts', `import { orderData } from '../../orders/domain/order-fixtures.spec-helper.js';`),
    ]);
    assert.deepEqual(
      crossings.map(({ path, inner }) => [path.slice(dir.length + 1), inner]),
      [
        ['labels/http/a.ts', false],
        ['labels/http/b.ts', true],
        ['labels/http/d.spec.ts', false],
      ],
    );
  });

  it('finds a cycle through index.js, and none once an edge is gone', () => {
    const crossings = crossImports(dir, [
      file('orders/a.ts', `import { deadline } from '../pickups/index.js';`),
      file('pickups/b.ts', `import type { Order } from '../orders/index.js';`),
      file('labels/c.ts', `import { Order } from '../orders/index.js';`),
    ]);
    const graph = moduleGraph(crossings);
    assert.deepEqual(cyclesOf(graph), [['orders', 'pickups']]);
    graph.get('orders').delete('pickups');
    assert.deepEqual(cyclesOf(graph), []);
  });

  it('reads SQL from string and template literals only, not from comments or import lines', () => {
    const owners = tableOwners({ orders: ['orders'], pickups: ['pickups'], catalog: ['carriers', 'companies'] });
    const source =
      "import { x } from './carriers.js';\n// FROM companies\nconst q = `SELECT 1 FROM orders o JOIN ${t} p ON true WHERE ${`x`} IN (SELECT id FROM pickups)`;";
    assert.match(literalsOf(source), /FROM orders o JOIN/);
    assert.deepEqual(tablesOf(source, owners), ['orders', 'pickups']);
  });

  it("lists a module's code that names another module's table, leaving tests and shared tables alone", () => {
    const owners = tableOwners({ orders: ['orders'], catalog: ['carriers'], platform: ['events'] });
    const reads = foreignTableReads(
      dir,
      [
        file('orders/q.ts', "db.query('SELECT * FROM orders o JOIN carriers c ON c.id = o.carrier_id')"),
        file('orders/e.ts', "db.query('SELECT * FROM events')"),
        file('orders/q.int-spec.ts', "db.query('INSERT INTO carriers (id) VALUES (1)')"),
        file('catalog/w.ts', "db.query('UPDATE carriers SET name = $1')"),
      ],
      owners,
    );
    assert.deepEqual(reads, { 'modules/orders/q.ts': ['carriers'] });
  });

  it('refuses a table with two owners', () => {
    assert.throws(() => tableOwners({ a: ['t'], b: ['t'] }), /dois donos/);
  });

  it('fails on a new read and on a listed read that is gone', () => {
    const { added, gone } = compareToAllowlist(
      { 'modules/a/x.ts': ['carriers', 'orders'] },
      { 'modules/a/x.ts': ['carriers'], 'modules/a/y.ts': ['pickups'] },
    );
    assert.deepEqual(added, ['modules/a/x.ts: orders']);
    assert.deepEqual(gone, ['modules/a/y.ts: pickups']);
  });
});
