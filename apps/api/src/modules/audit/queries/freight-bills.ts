import { randomUUID } from 'node:crypto';
import { DomainError } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { readDoccob, type DoccobBill, type DoccobCt } from '../../carrier-integrations/index.js';
import { carrierIdsByTaxId } from '../../catalog/index.js';
import type { ChargedCtDto, ChargedCtStatus, FreightBillDetailDto, FreightBillDto } from '../http/freight-bills.dto.js';
import { raw, runSql, sql } from '../../../platform/database/sql.js';

const STATUS_LABELS: Record<ChargedCtStatus, string> = {
  missing: 'Não está no Despacho',
  waiting: 'Sem pedido conciliado',
  pending: 'Aguardando decisão',
  disputed: 'Em contestação',
  approved: 'Aprovado',
};

export const billNotFound = () => new DomainError('not-found', 'Fatura não encontrada.');

export interface DoccobImport {
  bills: number;
  ctes: number;
  errors: string[];
}

/**
 * Each charged CT against the company's CT-e (XML or CONEMB): the same carrier (CNPJ root, 8 first
 * characters: a bill may come from another branch), number and, when both have one, série.
 */
const CHARGED_SQL = `
  SELECT b.*, to_char(b.issued_on, 'YYYY-MM-DD') AS issued_day, to_char(b.due_on, 'YYYY-MM-DD') AS due_day, coalesce(json_agg(json_build_object(
           'series', ct->>'series', 'number', ct->>'number', 'freight', (ct->>'freight')::float8,
           'issued_on', ct->>'issued_on', 'cte_id', c.id, 'cte_value', c.freight_value::float8,
           'reconciled', c.reconciled_at IS NOT NULL, 'decision', c.decision, 'dispute', c.dispute_status)
         ORDER BY ordinality) FILTER (WHERE ct IS NOT NULL), '[]') AS charged
    FROM freight_bills b
    LEFT JOIN LATERAL jsonb_array_elements(b.ctes) WITH ORDINALITY AS e(ct, ordinality) ON true
    LEFT JOIN LATERAL (
      SELECT c.id, c.freight_value, c.reconciled_at, c.decision, c.dispute_status FROM ctes c
       WHERE c.company_id = b.company_id AND left(c.carrier_cnpj, 8) = left(coalesce(nullif(ct->>'carrier_cnpj', ''), b.carrier_cnpj), 8)
         AND ltrim(c.number, '0') = ct->>'number'
         AND (ct->>'series' = '' OR ltrim(c.document->>'series', '0') = ltrim(ct->>'series', '0'))
       ORDER BY c.created_at LIMIT 1) c ON true`;

interface ChargedRow {
  series: string;
  number: string;
  freight: number;
  issued_on: string | null;
  cte_id: string | null;
  cte_value: number | null;
  reconciled: boolean;
  decision: string | null;
  dispute: string | null;
}

function statusOf(row: ChargedRow): ChargedCtStatus {
  if (!row.cte_id) return 'missing';
  if (row.dispute === 'aberta' || row.decision === 'disputed') return 'disputed';
  if (!row.reconciled) return 'waiting';
  if (row.decision === 'pending') return 'pending';
  return 'approved';
}

/** The carriers' freight bills (DOCCOB) of a company and what Despacho knows of each CT they charge. */
@Injectable()
export class FreightBills {
  constructor(private readonly db: DataSource) {}

  /** Reads a DOCCOB and stores each bill with its CT; a bill already imported is a reason line. */
  async import(companyId: string, userId: string | null, fileName: string, content: Buffer): Promise<DoccobImport> {
    const result: DoccobImport = { bills: 0, ctes: 0, errors: [] };
    const bills: { line: number; bill: DoccobBill; ctes: DoccobCt[] }[] = [];
    let carrier = { cnpj: '', name: '' };
    for await (const read of readDoccob([content])) {
      if (read.kind === 'file-refused') {
        result.errors.push(`${fileName}: ${read.reason}`);
        return result;
      }
      if (read.kind === 'carrier') carrier = { cnpj: read.cnpj, name: read.name };
      else if (read.kind === 'refused') result.errors.push(`${fileName} linha ${read.line}: ${read.reason}`);
      else if (read.kind === 'bill') bills.push({ line: read.line, bill: read.bill, ctes: [] });
      else bills.at(-1)!.ctes.push(read.ct);
    }
    if (!/^[0-9A-Z]{14}$/.test(carrier.cnpj)) {
      result.errors.push(`${fileName}: sem o CNPJ da transportadora (registro 351): nada importado.`);
      return result;
    }
    const carrierId = (await carrierIdsByTaxId(this.db, companyId, [carrier.cnpj])).get(carrier.cnpj) ?? null;
    for (const { line, bill, ctes } of bills) {
      const name = `fatura ${bill.number}${bill.series ? ` série ${bill.series}` : ''}`;
      if (bill.action === 'E') {
        result.errors.push(`${fileName} linha ${line}: a transportadora excluiu a ${name} (ação E); nada importado.`);
        continue;
      }
      const inserted = await runSql(
        this.db,
        sql`INSERT INTO freight_bills (id, company_id, file_name, carrier_cnpj, carrier_name, carrier_id, series, number, issued_on, due_on, amount, ctes, created_by)
         VALUES (${randomUUID()}, ${companyId}, ${fileName}, ${carrier.cnpj}, ${carrier.name || null}, ${carrierId}, ${bill.series}, ${bill.number}, ${bill.issued_on}, ${bill.due_on}, ${bill.amount}, ${JSON.stringify(ctes)}, ${userId})
         ON CONFLICT ON CONSTRAINT freight_bills_number DO NOTHING RETURNING id`,
      );
      if (inserted.length === 0) {
        result.errors.push(`${fileName} linha ${line}: ${name} de ${carrier.name || carrier.cnpj} já importada.`);
        continue;
      }
      result.bills += 1;
      result.ctes += ctes.length;
    }
    return result;
  }

  async list(companyId: string, limit: number, offset: number): Promise<{ data: FreightBillDto[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`${raw(CHARGED_SQL)} WHERE b.id IN (SELECT id FROM freight_bills WHERE company_id = ${companyId} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset})
          GROUP BY b.id ORDER BY b.created_at DESC, b.id DESC`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM freight_bills WHERE company_id = ${companyId}`),
    ]);
    return { data: rows.map((row: BillRow) => billOf(row).summary), total };
  }

  async one(companyId: string, id: string): Promise<FreightBillDetailDto> {
    const [row] = await runSql(
      this.db,
      sql`${raw(CHARGED_SQL)} WHERE b.id = ${id} AND b.company_id = ${companyId} GROUP BY b.id`,
    );
    if (!row) throw billNotFound();
    const { summary, ctes } = billOf(row);
    return { ...summary, ctes };
  }
}

interface BillRow {
  id: string;
  file_name: string;
  carrier_cnpj: string;
  carrier_name: string | null;
  series: string;
  number: string;
  issued_day: string | null;
  due_day: string | null;
  amount: string;
  created_at: Date;
  charged: ChargedRow[];
}

function billOf(row: BillRow): { summary: FreightBillDto; ctes: ChargedCtDto[] } {
  const ctes = row.charged.map((charged): ChargedCtDto => {
    const status = statusOf(charged);
    return {
      series: charged.series,
      number: charged.number,
      freight: charged.freight,
      issued_on: charged.issued_on,
      status,
      status_label: STATUS_LABELS[status],
      cte_id: charged.cte_id,
      cte_value: charged.cte_value,
    };
  });
  return {
    summary: {
      id: row.id,
      file_name: row.file_name,
      carrier_cnpj: row.carrier_cnpj,
      carrier_name: row.carrier_name,
      series: row.series,
      number: row.number,
      issued_on: row.issued_day,
      due_on: row.due_day,
      amount: Number(row.amount),
      total_ctes: ctes.length,
      missing: ctes.filter((ct) => ct.status === 'missing').length,
      disputed: ctes.filter((ct) => ct.status === 'disputed').length,
      created_at: row.created_at.toISOString(),
    },
    ctes,
  };
}
