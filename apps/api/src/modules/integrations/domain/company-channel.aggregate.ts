import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type CompanyChannelCarriersLinked,
  type CompanyChannelConnected,
  type CompanyChannelCredentialsChanged,
  type CompanyChannelEvent,
  CompanyChannelEvents,
  type CompanyChannelFiltersSaved,
  type CompanyChannelReconnected,
  type CompanyChannelRemoved,
  type CompanyChannelRenamed,
  type CompanyChannelSituationsSaved,
  type CompanyChannelToggled,
  type CompanyChannelTokenRefreshed,
  type SituationMap,
} from '../events/company-channel-events.js';

/** A company's connection to one store of a sales channel (settings.md §3 Company channel). */
export class CompanyChannel extends Aggregate<CompanyChannelEvent> {
  readonly streamType = 'company-channel';
  companyId = '';
  channelId = 0;
  exists = false;
  enabled = true;

  connect(data: Omit<CompanyChannelConnected, 'company_channel_id'>): void {
    this.raise(CompanyChannelEvents.Connected, {
      company_channel_id: this.id,
      ...data,
    } satisfies CompanyChannelConnected);
  }

  reconnect(companyId: string, tokens: Omit<CompanyChannelReconnected, 'at'>, at: Date): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.Reconnected, {
      ...tokens,
      at: at.toISOString(),
    } satisfies CompanyChannelReconnected);
  }

  /** The system renewed the access token (no user acts: the integration itself is the actor). */
  refreshTokens(tokens: Omit<CompanyChannelTokenRefreshed, 'at'>, at: Date): void {
    if (!this.exists) throw new DomainError('not-found', 'Integração não encontrada.');
    this.raise(CompanyChannelEvents.TokenRefreshed, {
      ...tokens,
      at: at.toISOString(),
    } satisfies CompanyChannelTokenRefreshed);
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

  /** A carrier integration (type 2): the carriers it tracks for (checked as the company's by the caller). */
  linkCarriers(companyId: string, carrierIds: readonly string[]): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.CarriersLinked, {
      carrier_ids: [...new Set(carrierIds)],
    } satisfies CompanyChannelCarriersLinked);
  }

  /** A carrier integration's credentials replaced (already tested with the carrier and sealed). */
  changeCredentials(companyId: string, change: Omit<CompanyChannelCredentialsChanged, 'at'>, at: Date): void {
    this.assertOwnedBy(companyId);
    this.raise(CompanyChannelEvents.CredentialsChanged, {
      ...change,
      at: at.toISOString(),
    } satisfies CompanyChannelCredentialsChanged);
  }

  /** Another company's integration answers exactly like a missing one. */
  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw new DomainError('not-found', 'Integração não encontrada.');
  }

  protected evolve({ type, data }: CompanyChannelEvent): void {
    if (type === CompanyChannelEvents.Connected) {
      this.exists = true;
      this.companyId = data.company_id;
      this.channelId = data.channel_id;
    } else if (type === CompanyChannelEvents.Toggled) {
      this.enabled = data.enabled;
    } else if (type === CompanyChannelEvents.Removed) {
      this.exists = false;
    }
  }
}
