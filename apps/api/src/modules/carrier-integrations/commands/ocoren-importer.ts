import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CarrierEvent } from '../connectors/carrier-connector.js';
import { ocorenEvent, ocorenEventKey } from '../connectors/edi-proceda/ocoren-event.js';
import { type OcorenInput, type OcorenOccurrence, readOcoren } from '../connectors/edi-proceda/ocoren-reader.js';
import { CarrierEventsApplier, type TrackedShipment } from './carrier-events/carrier-events-applier.js';
import { distributionCenterTaxIds } from '../../catalog/index.js';
import { companyTaxId } from '../../identity/index.js';
import { keylessOrdersByInvoiceNumber, ordersByInvoiceKeyNumber } from '../../orders/index.js';

/** Lines looked up and applied together: one query per chunk for the orders, one applyMany. */
const CHUNK = 1000;
/**
 * Chunks applied at once. Applying is round trips to PostgreSQL (each order's stream read, its events
 * and projections written), so overlapping a few chunks keeps the database busy. An NF in two chunks
 * at once is no harm: the applier retries a concurrent change and keeps each event key once.
 */
const PARALLEL_CHUNKS = Number(process.env.OCOREN_PARALLEL_CHUNKS ?? 4);

/** What a file did; errors are pt-BR lines 'arquivo linha N: motivo'. */
export interface OcorenSummary {
  /** 342 lines and unreadable lines (headers are not counted). */
  total: number;
  /** 342 lines whose order was found and whose event is on it (new or already there). */
  total_success: number;
  /** Events appended to orders. */
  applied: number;
  /** Events already on their order (the same file again), or twice in this file. */
  duplicates: number;
  errors: string[];
}

export const emptyOcorenSummary = (): OcorenSummary => ({
  total: 0,
  total_success: 0,
  applied: 0,
  duplicates: 0,
  errors: [],
});

interface PendingLine {
  line: number;
  occurrence: OcorenOccurrence;
}

interface FoundOrder {
  id: string;
  /** The NF-e key, or the NF number when the order has no key: what the events are tracked by. */
  tracking_key: string;
  /** Série of the key, '' for an order with only a number (any série matches). */
  serie: string;
  cnpj: string | null;
}

const orderKey = (cnpj: string, number: string) => `${cnpj}:${number}`;
const seriesMatch = (order: FoundOrder, serie: string) => order.serie === '' || serie === '' || order.serie === serie;

/**
 * Imports OCOREN files for one company as they stream: each 342 line's NF is looked up among the
 * company's orders (issuer CNPJ + série + número inside orders.invoice_key — CNPJ at positions 7–20,
 * série 23–25, número 26–34 — or invoice_number when the order has no key), and its event goes
 * through the CarrierEventsApplier, which keeps it once. A line of another company's CNPJ, an NF of
 * no order or a malformed line is a reason line; the rest of the file is kept.
 */
@Injectable()
export class OcorenImporter {
  constructor(
    private readonly db: DataSource,
    private readonly applier: CarrierEventsApplier,
  ) {}

  async import(
    companyId: string,
    fileName: string,
    input: OcorenInput,
    summary: OcorenSummary = emptyOcorenSummary(),
    onChunk: (summary: OcorenSummary) => Promise<void> = async () => {},
  ): Promise<OcorenSummary> {
    const own = await this.companyCnpjs(companyId);
    const firstError = summary.errors.length;
    const seen = new Set<string>();
    let chunk: PendingLine[] = [];
    const reason = (line: number, text: string) => summary.errors.push(`${fileName} linha ${line}: ${text}`);
    const inFlight = new Set<Promise<void>>();
    const flush = async () => {
      if (chunk.length === 0) return;
      const applying = this.applyChunk(companyId, chunk, summary, reason)
        .then(() => onChunk(summary))
        .finally(() => inFlight.delete(applying));
      inFlight.add(applying);
      chunk = [];
      if (inFlight.size >= PARALLEL_CHUNKS) await Promise.race(inFlight);
    };
    for await (const read of readOcoren(input)) {
      if (read.kind === 'file-refused') {
        summary.total += 1;
        summary.errors.push(`${fileName}: ${read.reason}`);
        break;
      }
      if (read.kind === 'carrier' || read.kind === 'other') continue;
      summary.total += 1;
      if (read.kind === 'refused') {
        reason(read.line, read.reason);
        continue;
      }
      const { occurrence } = read;
      if (!own.has(occurrence.cnpj)) {
        reason(read.line, `NF ${occurrence.number} emitida pelo CNPJ ${occurrence.cnpj}, que não é desta empresa.`);
        continue;
      }
      const key = ocorenEventKey(occurrence);
      if (seen.has(key)) {
        summary.total_success += 1;
        summary.duplicates += 1;
        continue;
      }
      seen.add(key);
      chunk.push(read);
      if (chunk.length >= CHUNK) await flush();
    }
    await flush();
    await Promise.all(inFlight);
    // NFs of no order are found a chunk later than malformed lines: the file's reasons read in line order.
    const lineOf = (text: string) => Number(/ linha (\d+):/.exec(text)?.[1] ?? 0);
    const reasons = summary.errors.splice(firstError).sort((a, b) => lineOf(a) - lineOf(b));
    summary.errors.push(...reasons);
    return summary;
  }

  /** The chunk's orders in two indexed queries, then one applyMany with one item per order. */
  private async applyChunk(
    companyId: string,
    lines: PendingLine[],
    summary: OcorenSummary,
    reason: (line: number, text: string) => void,
  ): Promise<void> {
    const orders = await this.ordersOf(companyId, lines);
    const items = new Map<string, { shipment: TrackedShipment; events: CarrierEvent[]; lines: number[] }>();
    for (const { line, occurrence } of lines) {
      const matches = (orders.get(orderKey(occurrence.cnpj, occurrence.number)) ?? []).filter((order) =>
        seriesMatch(order, occurrence.serie),
      );
      if (matches.length === 0) {
        reason(
          line,
          `NF ${occurrence.number} série ${occurrence.serie || '(em branco)'} do CNPJ ${occurrence.cnpj} não corresponde a nenhum pedido.`,
        );
        continue;
      }
      for (const order of matches) {
        let item = items.get(order.id);
        if (!item) {
          item = { shipment: { company_id: companyId, order_id: order.id, shipment_id: null }, events: [], lines: [] };
          items.set(order.id, item);
        }
        item.events.push(ocorenEvent(occurrence, order.tracking_key));
        item.lines.push(line);
      }
    }
    if (items.size === 0) return;
    const outcome = await this.applier.applyMany(
      [...items.values()].map(({ shipment, events }) => ({ shipment, events })),
    );
    summary.applied += outcome.applied;
    summary.duplicates += outcome.duplicates;
    const failed = new Map(outcome.failed.map((f) => [f.shipment.order_id, f.reason]));
    for (const [orderId, item] of items) {
      const refusal = failed.get(orderId);
      if (refusal) for (const line of item.lines) reason(line, refusal);
      else summary.total_success += new Set(item.lines).size;
    }
  }

  /** The orders of the chunk's NFs, by issuer CNPJ and number. */
  private async ordersOf(companyId: string, lines: PendingLine[]): Promise<Map<string, FoundOrder[]>> {
    const numbers = [...new Set(lines.map((l) => l.occurrence.number))];
    const [byKey, byNumber] = await Promise.all([
      ordersByInvoiceKeyNumber(
        this.db,
        companyId,
        numbers.map((n) => n.padStart(9, '0')),
      ),
      keylessOrdersByInvoiceNumber(this.db, companyId, numbers),
    ]);
    const found = new Map<string, FoundOrder[]>();
    const add = (key: string, order: FoundOrder) => found.set(key, [...(found.get(key) ?? []), order]);
    for (const { id, invoice_key } of byKey) {
      const cnpj = invoice_key.slice(6, 20);
      const serie = invoice_key.slice(22, 25).replace(/^0+(?=.)/, '');
      add(orderKey(cnpj, invoice_key.slice(25, 34).replace(/^0+/, '')), { id, tracking_key: invoice_key, serie, cnpj });
    }
    // An order with a number and no key names no issuer: it is the company's own NF, under each of its CNPJs.
    const cnpjs = new Set(lines.map((l) => l.occurrence.cnpj));
    for (const { id, invoice_number } of byNumber) {
      const number = invoice_number.replace(/^0+/, '');
      for (const cnpj of cnpjs)
        add(orderKey(cnpj, number), { id, tracking_key: invoice_number, serie: '', cnpj: null });
    }
    return found;
  }

  /** The CNPJs a company issues NFs under: its own (companies.federal_tax_id) and its CDs'. */
  private async companyCnpjs(companyId: string): Promise<Set<string>> {
    const [own, centers] = await Promise.all([
      companyTaxId(this.db, companyId),
      distributionCenterTaxIds(this.db, companyId),
    ]);
    return new Set([...(own ? [own] : []), ...centers].map((document) => document.replace(/\D/g, '')));
  }
}
