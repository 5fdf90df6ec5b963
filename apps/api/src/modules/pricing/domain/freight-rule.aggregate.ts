import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type FreightRuleEvent,
  type FreightRuleCreated,
  type FreightRuleData,
  type FreightRuleDeleted,
  type FreightRuleEdited,
  type FreightRuleToggled,
  PricingEvents,
} from '../events/pricing-events.js';

/** A merchant's freight rule: alters quoted freight on its routes while enabled and in force. */
export class FreightRuleAggregate extends Aggregate<FreightRuleEvent> {
  readonly streamType = 'freight-rule';
  companyId = '';
  exists = false;
  enabled = false;

  create(companyId: string, data: FreightRuleData, enabled: boolean): void {
    this.raise(PricingEvents.FreightRuleCreated, {
      rule_id: this.id,
      company_id: companyId,
      enabled,
      ...data,
    } satisfies FreightRuleCreated);
  }

  edit(companyId: string, data: FreightRuleData, enabled: boolean): void {
    this.assertOwnedBy(companyId);
    this.raise(PricingEvents.FreightRuleEdited, {
      company_id: companyId,
      enabled,
      ...data,
    } satisfies FreightRuleEdited);
  }

  toggle(companyId: string): void {
    this.assertOwnedBy(companyId);
    this.raise(PricingEvents.FreightRuleToggled, {
      company_id: companyId,
      enabled: !this.enabled,
    } satisfies FreightRuleToggled);
  }

  delete(companyId: string): void {
    this.assertOwnedBy(companyId);
    this.raise(PricingEvents.FreightRuleDeleted, { company_id: companyId } satisfies FreightRuleDeleted);
  }

  /** Another company's rule answers exactly like a missing one. */
  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId)
      throw new DomainError('not-found', 'Regra de frete não encontrada.');
  }

  protected evolve({ type, data }: FreightRuleEvent): void {
    switch (type) {
      case PricingEvents.FreightRuleCreated:
        this.exists = true;
        this.companyId = data.company_id;
        this.enabled = data.enabled;
        return;
      case PricingEvents.FreightRuleEdited:
      case PricingEvents.FreightRuleToggled:
        this.enabled = data.enabled;
        return;
      case PricingEvents.FreightRuleDeleted:
        this.exists = false;
        return;
    }
  }
}
