import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type ProductData,
  type ProductEvent,
  ProductEvents,
  type ProductRegistered,
  type ProductRemoved,
} from '../events/product-events.js';

/** A SKU with its measures and extra volumes, owned by one company. */
export class Product extends Aggregate<ProductEvent> {
  readonly streamType = 'product';
  companyId = '';
  exists = false;

  register(companyId: string, data: ProductData): void {
    this.raise(ProductEvents.ProductRegistered, {
      product_id: this.id,
      company_id: companyId,
      ...data,
    } satisfies ProductRegistered);
  }

  update(companyId: string, data: ProductData): void {
    this.assertOwnedBy(companyId);
    this.raise(ProductEvents.ProductUpdated, data);
  }

  remove(companyId: string): void {
    this.assertOwnedBy(companyId);
    this.raise(ProductEvents.ProductRemoved, { company_id: companyId } satisfies ProductRemoved);
  }

  /** Another company's product answers exactly like a missing one. */
  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw new DomainError('not-found', 'Produto não encontrado.');
  }

  protected evolve({ type, data }: ProductEvent): void {
    switch (type) {
      case ProductEvents.ProductRegistered:
        this.exists = true;
        this.companyId = data.company_id;
        return;
      case ProductEvents.ProductUpdated:
        return;
      case ProductEvents.ProductRemoved:
        this.exists = false;
        return;
    }
  }
}
