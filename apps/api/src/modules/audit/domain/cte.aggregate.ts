import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type CteApproved,
  type CteDisputeOpened,
  type CteDisputeResolved,
  type CteEvent,
  CteEvents,
  type CteFeesRemapped,
  type CteFeeTypesRefreshed,
  type CteImported,
  type CteReconciled,
  type DecidedBy,
  type DisputedFee,
  type DisputeOutcome,
  type ReconciledOrder,
} from '../events/cte-events.js';
import { type Tolerance, withinTolerance } from './tolerance.js';

export const cteNotFound = () => new DomainError('not-found', 'CT-e não encontrado.');

/** A decision taken on the CT-e or its dispute, with who took it and why. */
export interface Decision {
  by: DecidedBy;
  note: string | null;
  at: Date;
}

/**
 * One imported CT-e of a company: read once, reconciled with the orders its NF-e keys name, then
 * approved (within the tolerance, or by someone) or disputed with the carrier.
 */
export class Cte extends Aggregate<CteEvent> {
  readonly streamType = 'cte';
  companyId = '';
  exists = false;
  reconciled = false;
  approved = false;
  dispute: 'aberta' | DisputeOutcome | null = null;
  componentCount = 0;
  total = 0;

  import(data: Omit<CteImported, 'cte_id'>): void {
    this.raise(CteEvents.CteImported, { cte_id: this.id, ...data } satisfies CteImported);
  }

  /**
   * A CT-e is reconciled once; later orders with its keys do not move it. Within the company's
   * tolerance of the quote it is approved at once; otherwise it waits for a decision.
   */
  reconcile(companyId: string, orders: ReconciledOrder[], at: Date, tolerance: Tolerance): boolean {
    this.assertOwnedBy(companyId);
    if (this.reconciled || orders.length === 0) return false;
    this.raise(CteEvents.CteReconciled, { orders, reconciled_at: at.toISOString() } satisfies CteReconciled);
    const prices = orders.map((order) => order.estimated_cost).filter((price) => price !== null);
    const quote = prices.reduce((sum, price) => sum + price, 0);
    if (prices.length > 0 && withinTolerance(this.total, quote, tolerance))
      this.raise(CteEvents.CteApproved, {
        automatic: true,
        tolerance,
        by: null,
        note: null,
        approved_at: at.toISOString(),
      } satisfies CteApproved);
    return true;
  }

  /** Remapping compares components with another fee of the quote; it changes nothing the carrier charged. */
  remapFees(companyId: string, components: number[], fee: string | null): void {
    this.assertOwnedBy(companyId);
    const outside = components.find((index) => index >= this.componentCount);
    if (outside !== undefined)
      throw new DomainError('invalid', `O CT-e não tem o componente ${outside + 1}: ele tem ${this.componentCount}.`);
    this.raise(CteEvents.CteFeesRemapped, { components, fee } satisfies CteFeesRemapped);
  }

  /** The components' fee types read again with the company's dictionary; only when one changed. */
  refreshFeeTypes(companyId: string, current: (string | null)[], fresh: (string | null)[]): boolean {
    this.assertOwnedBy(companyId);
    if (fresh.every((fee, index) => fee === current[index])) return false;
    this.raise(CteEvents.CteFeeTypesRefreshed, { fees: fresh } satisfies CteFeeTypesRefreshed);
    return true;
  }

  /** Approving by hand: a waiting CT-e, or one whose dispute the carrier has answered. */
  approve(companyId: string, decision: Decision): void {
    this.assertDecidable(companyId);
    if (this.dispute === 'aberta')
      throw new DomainError(
        'conflict',
        'Este CT-e tem uma contestação aberta: registre a resposta da transportadora antes de aprová-lo.',
      );
    this.raise(CteEvents.CteApproved, {
      automatic: false,
      tolerance: null,
      by: decision.by,
      note: decision.note,
      approved_at: decision.at.toISOString(),
    } satisfies CteApproved);
  }

  /** 'Contestar': claims back the fees charged above the quote, sent to the carrier's e-mails. */
  openDispute(companyId: string, fees: DisputedFee[], emails: string[], decision: Decision): void {
    this.assertDecidable(companyId);
    if (this.dispute !== null) throw new DomainError('conflict', 'Este CT-e já foi contestado.');
    if (fees.length === 0)
      throw new DomainError('invalid', 'Nenhuma taxa deste CT-e foi cobrada acima da cotação: não há o que contestar.');
    if (emails.length === 0)
      throw new DomainError(
        'invalid',
        'A transportadora deste CT-e não tem e-mails cadastrados: cadastre-os em Transportadoras para contestar.',
      );
    const amount = Math.round(fees.reduce((sum, fee) => sum + fee.difference, 0) * 100) / 100;
    this.raise(CteEvents.CteDisputeOpened, {
      fees,
      amount,
      emails,
      by: decision.by,
      note: decision.note,
      opened_at: decision.at.toISOString(),
    } satisfies CteDisputeOpened);
  }

  /** The carrier's answer to an open dispute. */
  resolveDispute(companyId: string, status: DisputeOutcome, decision: Decision): void {
    this.assertOwnedBy(companyId);
    if (this.dispute !== 'aberta') throw new DomainError('conflict', 'Este CT-e não tem contestação aberta.');
    this.raise(CteEvents.CteDisputeResolved, {
      status,
      by: decision.by,
      note: decision.note,
      resolved_at: decision.at.toISOString(),
    } satisfies CteDisputeResolved);
  }

  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw cteNotFound();
  }

  /** Only a reconciled CT-e has a quote to decide against, and an approved one is settled. */
  private assertDecidable(companyId: string): void {
    this.assertOwnedBy(companyId);
    if (!this.reconciled)
      throw new DomainError('invalid', 'CT-e sem pedido conciliado: não há cotação para aprovar ou contestar.');
    if (this.approved) throw new DomainError('conflict', 'Este CT-e já está aprovado.');
  }

  protected evolve({ type, data }: CteEvent): void {
    switch (type) {
      case CteEvents.CteImported:
        this.exists = true;
        this.companyId = data.company_id;
        this.componentCount = data.document.components.length;
        this.total = data.document.total;
        return;
      case CteEvents.CteReconciled:
        this.reconciled = true;
        return;
      case CteEvents.CteApproved:
        this.approved = true;
        return;
      case CteEvents.CteDisputeOpened:
        this.dispute = 'aberta';
        return;
      case CteEvents.CteDisputeResolved:
        this.dispute = data.status;
        return;
      case CteEvents.CteFeesRemapped:
      case CteEvents.CteFeeTypesRefreshed:
        return;
    }
  }
}
