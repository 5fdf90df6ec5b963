// A history of deliveries given as CSV (BENCH_HISTORY), to replay one that was not generated here:
// a header line, then one delivery per line, separated by ',' or ';':
//   carrier,from_zip,from_state,to_zip,to_state,created_on,shipped_on,delivered_on,deadline
// (days 'YYYY-MM-DD'; shipped_on is when the carrier had the parcel; deadline is the table's).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { businessDaysBetween, isCalendarDate } from '@despacho/domain';
import type { HistoryCenter, HistoryOrder, RoutedLane } from './promise-history.js';

const COLUMNS = [
  'carrier',
  'from_zip',
  'from_state',
  'to_zip',
  'to_state',
  'created_on',
  'shipped_on',
  'delivered_on',
  'deadline',
] as const;

export function readHistoryCsv(path: string): { orders: HistoryOrder[]; centers: HistoryCenter[] } {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const separator = header.includes(';') ? ';' : ',';
  const names = header.split(separator).map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)]));
  const missing = COLUMNS.filter((column) => index[column] < 0);
  if (missing.length) throw new Error(`${path}: faltam as colunas ${missing.join(', ')}`);
  const centers = new Map<string, HistoryCenter>();
  const lanes = new Map<string, RoutedLane>();
  const orders = lines.map((line, n) => {
    const cells = line.split(separator).map((cell) => cell.trim());
    const cell = (column: (typeof COLUMNS)[number]) => cells[index[column]] ?? '';
    for (const day of ['created_on', 'shipped_on', 'delivered_on', 'deadline'] as const)
      if (!isCalendarDate(cell(day))) throw new Error(`${path}, linha ${n + 2}: ${day} não é AAAA-MM-DD`);
    const fromZip = cell('from_zip').replace(/\D/g, '');
    const centerKey = `${fromZip}|${cell('from_state')}`;
    const center = centers.get(centerKey) ?? { id: randomUUID(), zip: fromZip, state: cell('from_state') };
    centers.set(centerKey, center);
    const laneKey = [cell('carrier'), centerKey, cell('to_zip'), cell('to_state')].join('|');
    const lane = lanes.get(laneKey) ?? {
      carrierId: cell('carrier'),
      originId: center.id,
      fromZip,
      fromState: center.state,
      toZip: cell('to_zip').replace(/\D/g, ''),
      toState: cell('to_state'),
    };
    lanes.set(laneKey, lane);
    return {
      id: randomUUID(),
      lane,
      createdOn: cell('created_on'),
      expeditionDays: Math.max(0, businessDaysBetween(cell('created_on'), cell('shipped_on'))),
      startOn: cell('shipped_on'),
      tableDeadline: cell('deadline'),
      deliveredOn: cell('delivered_on'),
    };
  });
  return { orders, centers: [...centers.values()] };
}
