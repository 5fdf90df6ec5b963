import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type CteEvent,
  type CteFeesRemapped,
  type CteImported,
  CteEvents,
  type CteReconciled,
  type ReconciledOrder,
} from '../events/cte-events.js';

export const cteNotFound = () => new DomainError('not-found', 'CT-e não encontrado.');

/** One imported CT-e of a company: read once, then reconciled with the orders its NF-e keys name. */
export class Cte extends Aggregate<CteEvent> {
  readonly streamType = 'cte';
  companyId = '';
  exists = false;
  reconciled = false;
  componentCount = 0;

  import(data: Omit<CteImported, 'cte_id'>): void {
    this.raise(CteEvents.CteImported, { cte_id: this.id, ...data } satisfies CteImported);
  }

  /** A CT-e is reconciled once; later orders with its keys do not move it. */
  reconcile(companyId: string, orders: ReconciledOrder[], at: Date): boolean {
    if (!this.exists || this.companyId !== companyId) throw cteNotFound();
    if (this.reconciled || orders.length === 0) return false;
    this.raise(CteEvents.CteReconciled, { orders, reconciled_at: at.toISOString() } satisfies CteReconciled);
    return true;
  }

  /** Remapping compares components with another fee of the quote; it changes nothing the carrier charged. */
  remapFees(companyId: string, components: number[], fee: string | null): void {
    if (!this.exists || this.companyId !== companyId) throw cteNotFound();
    const outside = components.find((index) => index >= this.componentCount);
    if (outside !== undefined)
      throw new DomainError('invalid', `O CT-e não tem o componente ${outside + 1}: ele tem ${this.componentCount}.`);
    this.raise(CteEvents.CteFeesRemapped, { components, fee } satisfies CteFeesRemapped);
  }

  protected evolve({ type, data }: CteEvent): void {
    switch (type) {
      case CteEvents.CteImported:
        this.exists = true;
        this.companyId = data.company_id;
        this.componentCount = data.document.components.length;
        return;
      case CteEvents.CteReconciled:
        this.reconciled = true;
        return;
      case CteEvents.CteFeesRemapped:
        return;
    }
  }
}
