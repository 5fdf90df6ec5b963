import { isValidCnpj, isValidCpf, onlyDigits, orderStatus, statusTransitionOf } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { visibleCarriers } from '../../catalog/index.js';
import { companyBrandings, companyNames } from '../../identity/index.js';
import {
  orderReview,
  ratingNotFound,
  recipientOrders,
  type TrackedOrder,
  trackedOrderByCode,
  trackedOrderByReference,
} from '../../orders/index.js';
import { InvalidInput, NotFound } from '../../../platform/errors/domain-errors.js';
import { brandingOf, type StoredBranding } from './company-branding.js';
import type { DeliveryRatingDto, TrackingListDto, TrackingResultDto } from '../http/tracking.dto.js';
import { publicTimeline, showsTrackingSteps, stepDates } from '../domain/tracking-steps.js';

/** public-account.md §8: the search's failure text. */
export const nothingFound = () => new NotFound('Não foi encontrado nenhum pedido com o documento informado');

const noOrder = () => new NotFound('Não foi encontrado nenhum pedido com o código informado');

/** Tax-id searches answer this many of the newest orders. */
const LIST_LIMIT = 20;

/** A tracked order with its store's name and look and its carrier, as the page shows them. */
interface ResultRow extends TrackedOrder {
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
    const order = await trackedOrderByCode(this.db, code.trim().toUpperCase());
    if (!order) throw noOrder();
    return resultOf(await this.withCompanyAndCarrier(order));
  }

  /**
   * An order by the store's number, which is easy to guess: the recipient's CPF or CNPJ opens the whole
   * result (a wrong one answers as a missing order); without it only the status, the steps and the
   * destination's city and state (docs/tracking.md).
   */
  async byReference(companyId: string, reference: string, recipientTaxId?: string): Promise<TrackingResultDto> {
    const order = await trackedOrderByReference(this.db, companyId, reference.trim());
    if (!order) throw noOrder();
    const row = await this.withCompanyAndCarrier(order);
    if (recipientTaxId === undefined) return limitedResultOf(resultOf(row));
    const digits = onlyDigits(recipientTaxId);
    if (!digits || digits !== row.recipient_tax_id) throw noOrder();
    return resultOf(row);
  }

  /** The rating of the order a rating link names (orderId already checked), or null before it is rated. */
  async ratingOf(orderId: string): Promise<DeliveryRatingDto> {
    const row = await orderReview(this.db, orderId);
    if (!row) throw ratingNotFound();
    return { review: row.review as DeliveryRatingDto['review'] };
  }

  async byTaxId(taxId: string, companyId: string | undefined): Promise<TrackingListDto> {
    const digits = onlyDigits(taxId);
    if (!(digits.length === 11 ? isValidCpf(digits) : digits.length === 14 && isValidCnpj(digits)))
      throw new InvalidInput('Informe um CPF ou CNPJ válido.');
    const rows = await recipientOrders(this.db, digits, companyId, LIST_LIMIT);
    if (rows.length === 0) throw nothingFound();
    const companies = await companyNames(
      this.db,
      rows.map((r) => r.company_id),
    );
    return {
      data: rows.map((r) => ({
        tracker: { tracking_code: r.tracking_code },
        reference: r.reference,
        status: orderStatus(r.status),
        company: { name: companies.get(r.company_id) ?? '' },
        created_at: r.created_at,
      })),
    };
  }

  /** The store's name and look (identity) and the carrier (catalog), read beside the order. */
  private async withCompanyAndCarrier(order: TrackedOrder): Promise<ResultRow> {
    const [brandings, carriers] = await Promise.all([
      companyBrandings<StoredBranding>(this.db, [order.company_id]),
      visibleCarriers(this.db, order.company_id, order.carrier_id ? [order.carrier_id] : []),
    ]);
    const branding = brandings.get(order.company_id);
    const carrier = order.carrier_id ? carriers.get(order.carrier_id) : undefined;
    return {
      ...order,
      company: branding?.name ?? '',
      tracking_branding: branding?.tracking_branding ?? null,
      carrier: carrier
        ? {
            name: carrier.name,
            phone: carrier.phone,
            federal_tax_id: carrier.federal_tax_id,
            canonical: carrier.canonical_name,
          }
        : null,
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
