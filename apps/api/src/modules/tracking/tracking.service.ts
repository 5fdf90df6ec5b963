import {
  isValidCnpj,
  isValidCpf,
  onlyDigits,
  orderStatus,
  type OrderStatusId,
  statusTransitionOf,
} from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TrackingDetailDto } from '../orders/index.js';
import { InvalidInput, NotFound } from '../../platform/errors/domain-errors.js';
import { brandingOf, type StoredBranding } from './company-branding.js';
import { ratingNotFound } from '../orders/index.js';
import type { DeliveryRatingDto, TrackingListDto, TrackingResultDto } from './tracking.dto.js';
import { publicTimeline, showsTrackingSteps, stepDates } from './tracking-steps.js';
import { raw, runSql, sql } from '../../platform/database/sql.js';

/** public-account.md §8: the search's failure text. */
export const nothingFound = () => new NotFound('Não foi encontrado nenhum pedido com o documento informado');

/** Tax-id searches answer this many of the newest orders. */
const LIST_LIMIT = 20;

const RESULT_SELECT = `SELECT o.id, o.reference, o.status, o.status_history, o.delivered_at, to_char(o.deadline, 'YYYY-MM-DD') AS deadline,
    o.tracking_code, o.tracker_details, o.to_address, o.recipient_tax_id, co.id AS company_id, co.name AS company, co.tracking_branding,
    CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('name', c.name, 'phone', c.phone, 'federal_tax_id', c.federal_tax_id, 'canonical', c.canonical_name) END AS carrier
  FROM orders o JOIN companies co ON co.id = o.company_id LEFT JOIN carriers c ON c.id = o.carrier_id`;

interface ResultRow {
  reference: string;
  status: OrderStatusId;
  status_history: { status: OrderStatusId }[];
  delivered_at: Date | null;
  deadline: string | null;
  tracking_code: string;
  tracker_details: TrackingDetailDto[];
  to_address: Record<string, string | null>;
  recipient_tax_id: string | null;
  company_id: string;
  company: string;
  tracking_branding: StoredBranding | null;
  carrier: TrackingResultDto['carrier'];
}

/**
 * What end customers see without logging in: an order's progress by its tracking code (or a store's
 * reference), never its price or origin; a tax-id search lists only tracking codes and references.
 */
@Injectable()
export class TrackingService {
  constructor(private readonly db: DataSource) {}

  async byCode(code: string): Promise<TrackingResultDto> {
    const [row] = await runSql(
      this.db,
      sql`${raw(RESULT_SELECT)} WHERE o.tracking_code = ${code.trim().toUpperCase()} LIMIT 1`,
    );
    if (!row) throw new NotFound('Não foi encontrado nenhum pedido com o código informado');
    return resultOf(row);
  }

  /**
   * An order by the store's number, which is easy to guess: the recipient's CPF or CNPJ opens the whole
   * result (a wrong one answers as a missing order); without it only the status, the steps and the
   * destination's city and state (docs/tracking.md).
   */
  async byReference(companyId: string, reference: string, recipientTaxId?: string): Promise<TrackingResultDto> {
    const [row] = await runSql(
      this.db,
      sql`${raw(RESULT_SELECT)} WHERE o.company_id = ${companyId} AND lower(o.reference) = lower(${reference.trim()})`,
    );
    if (!row) throw new NotFound('Não foi encontrado nenhum pedido com o código informado');
    if (recipientTaxId === undefined) return limitedResultOf(resultOf(row));
    const digits = onlyDigits(recipientTaxId);
    if (!digits || digits !== row.recipient_tax_id)
      throw new NotFound('Não foi encontrado nenhum pedido com o código informado');
    return resultOf(row);
  }

  /** The rating of the order a rating link names (orderId already checked), or null before it is rated. */
  async ratingOf(orderId: string): Promise<DeliveryRatingDto> {
    const [row] = await runSql(this.db, sql`SELECT review FROM orders WHERE id = ${orderId}`);
    if (!row) throw ratingNotFound();
    return { review: row.review ?? null };
  }

  async byTaxId(taxId: string, companyId: string | undefined): Promise<TrackingListDto> {
    const digits = onlyDigits(taxId);
    if (!(digits.length === 11 ? isValidCpf(digits) : digits.length === 14 && isValidCnpj(digits)))
      throw new InvalidInput('Informe um CPF ou CNPJ válido.');
    const rows = await runSql(
      this.db,
      sql`SELECT o.tracking_code, o.reference, o.status, o.created_at, co.name AS company
         FROM orders o JOIN companies co ON co.id = o.company_id
        WHERE o.recipient_tax_id = ${digits} AND (${companyId ?? null}::uuid IS NULL OR o.company_id = ${companyId ?? null}) AND o.status <> 9
        ORDER BY o.created_at DESC LIMIT ${raw(String(LIST_LIMIT))}`,
    );
    if (rows.length === 0) throw nothingFound();
    return {
      data: rows.map(
        (r: {
          tracking_code: string;
          reference: string;
          status: OrderStatusId;
          created_at: string;
          company: string;
        }) => ({
          tracker: { tracking_code: r.tracking_code },
          reference: r.reference,
          status: orderStatus(r.status),
          company: { name: r.company },
          created_at: r.created_at,
        }),
      ),
    };
  }
}

function resultOf(row: ResultRow): TrackingResultDto {
  // Despacho's own notes (an order awaiting a quote) are for the merchant, not the recipient.
  const details = row.tracker_details.filter((d) => d.source !== 'system');
  const a = row.to_address;
  const delivered = row.delivered_at ? new Date(row.delivered_at).toISOString() : null;
  return {
    tracker: { tracking_code: row.tracking_code, details: publicTimeline(details) },
    status_transition: statusTransitionOf(
      row.status,
      row.status_history.map((entry) => entry.status),
    ),
    status: orderStatus(row.status),
    delivered_at: delivered,
    reference: row.reference,
    company: brandingOf(row.company_id, row.company, row.tracking_branding),
    delivery: { delivery_date: row.deadline },
    carrier: row.carrier,
    to_address: {
      zip: a.zip!,
      street1: a.street1!,
      number: a.number!,
      street2: a.street2,
      neighborhood: a.neighborhood!,
      city: a.city!,
      state: a.state!,
      name: a.name!,
    },
    note: null,
    limited: false,
    show_steps: showsTrackingSteps(details) || row.status === 5,
    step_dates: stepDates(details, delivered),
  };
}

/** What a guessed store number shows: the status and steps, the destination's city and state, nothing personal. */
function limitedResultOf(result: TrackingResultDto): TrackingResultDto {
  const { city, state } = result.to_address;
  return {
    ...result,
    tracker: { tracking_code: null, details: [] },
    carrier: null,
    to_address: { zip: null, street1: null, number: null, street2: null, neighborhood: null, city, state, name: null },
    limited: true,
  };
}
