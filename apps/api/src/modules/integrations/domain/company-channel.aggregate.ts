import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type CompanyChannelConnected,
  CompanyChannelEvents,
  type CompanyChannelFiltersSaved,
  type CompanyChannelReconnected,
  type CompanyChannelRemoved,
  type CompanyChannelRenamed,
  type CompanyChannelSituationsSaved,
  type CompanyChannelToggled,
  type SituationMap,
} from '../events/company-channel-events.js';

/** A company's connection to one store of a sales channel (settings.md §3 Company channel). */
export class CompanyChannel extends Aggregate {
  readonly streamType = 'company-channel';
  companyId = '';
  exists = false;
  enabled = true;

  connect(data: Omit<CompanyChannelConnected, 'company_channel_id'>): void {
    this.raise(CompanyChannelEvents.Connected, {
      company_channel_id: this.id,
      ...data,
    } satisfies CompanyChannelConnected);
  }

  reconnect(companyId: string, tokenCiphertext: string, at: Date): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.Reconnected, {
      token_ciphertext: tokenCiphertext,
      at: at.toISOString(),
    } satisfies CompanyChannelReconnected);
  }

  rename(companyId: string, name: string): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.Renamed, { name } satisfies CompanyChannelRenamed);
  }

  toggle(companyId: string, enabled: boolean): void {
    this.assertOwnedBy(companyId);
    if (enabled !== this.enabled) this.raise(CompanyChannelEvents.Toggled, { enabled } satisfies CompanyChannelToggled);
  }

  saveSituations(companyId: string, situationMap: SituationMap): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.SituationsSaved, {
      situation_map: situationMap,
    } satisfies CompanyChannelSituationsSaved);
  }

  saveFilters(companyId: string, filterMap: CompanyChannelFiltersSaved['filter_map']): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.FiltersSaved, { filter_map: filterMap } satisfies CompanyChannelFiltersSaved);
  }

  remove(companyId: string): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.Removed, { company_id: companyId } satisfies CompanyChannelRemoved);
  }

  /** Another company's integration answers exactly like a missing one. */
  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw new DomainError('not-found', 'Integração não encontrada.');
  }

  protected evolve(type: string, data: any): void {
    if (type === CompanyChannelEvents.Connected) {
      this.exists = true;
      this.companyId = data.company_id;
    } else if (type === CompanyChannelEvents.Toggled) {
      this.enabled = data.enabled;
    } else if (type === CompanyChannelEvents.Removed) {
      this.exists = false;
    }
  }
}
