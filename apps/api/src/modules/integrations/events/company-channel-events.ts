import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the sales-channel integrations (stable; payload shapes versioned). */
export const CompanyChannelEvents = {
  Connected: 'company-channel.connected',
  Reconnected: 'company-channel.reconnected',
  Renamed: 'company-channel.renamed',
  Toggled: 'company-channel.toggled',
  SituationsSaved: 'company-channel.situations-saved',
  FiltersSaved: 'company-channel.filters-saved',
  Removed: 'company-channel.removed',
  TokenRefreshed: 'company-channel.token-refreshed',
  /** Carrier integrations (type 2): the company's carriers whose shipments it tracks. */
  CarriersLinked: 'company-channel.carriers-linked',
  /** Carrier integrations (type 2): new credentials, tested before, sealed like a token. */
  CredentialsChanged: 'company-channel.credentials-changed',
} as const;

/** Internal status (3 Em trânsito, 4 Saiu para entrega, 5 Entregue) → the channel's status. */
export type SituationMap = Partial<Record<'3' | '4' | '5', string>>;

export interface CompanyChannelConnected {
  company_channel_id: string;
  company_id: string;
  channel_id: number;
  name: string;
  /** The channel's store id (Nuvemshop user_id): webhooks name it. */
  store_id: string;
  store_host: string | null;
  /** The access token, AES-GCM sealed (TokenCipher): never in clear in the log. */
  token_ciphertext: string;
  at: string;
  /** Channels whose tokens expire (Tray): the sealed refresh token and the access token's expiry (ISO). */
  refresh_ciphertext?: string | null;
  expires_at?: string | null;
  /** The store's own API root (Tray's api_address). */
  api_address?: string | null;
}

/** The same store connected again: new tokens (and, for Tray, possibly a new API address). */
export interface CompanyChannelReconnected {
  token_ciphertext: string;
  at: string;
  refresh_ciphertext?: string | null;
  expires_at?: string | null;
  api_address?: string | null;
}

/** An expired (or refused) access token was renewed with the refresh token; both are sealed. */
export interface CompanyChannelTokenRefreshed {
  token_ciphertext: string;
  refresh_ciphertext: string | null;
  expires_at: string | null;
  at: string;
}

export interface CompanyChannelRenamed {
  name: string;
}

export interface CompanyChannelToggled {
  enabled: boolean;
}

export interface CompanyChannelSituationsSaved {
  situation_map: SituationMap;
}

/** The order import's filters (settings.md §3 Filter), checked against the channel's filter list. */
export interface CompanyChannelFiltersSaved {
  filter_map: Record<string, number | string | string[]>;
}

export interface CompanyChannelRemoved {
  company_id: string;
}

export interface CompanyChannelCarriersLinked {
  carrier_ids: string[];
}

export interface CompanyChannelCredentialsChanged {
  /** The credentials JSON, AES-GCM sealed (TokenCipher). */
  token_ciphertext: string;
  /** The carrier account the credentials belong to (the same account is not connected twice). */
  store_id: string;
  at: string;
}

export type CompanyChannelEvent =
  | DomainEvent<typeof CompanyChannelEvents.Connected, CompanyChannelConnected>
  | DomainEvent<typeof CompanyChannelEvents.Reconnected, CompanyChannelReconnected>
  | DomainEvent<typeof CompanyChannelEvents.Renamed, CompanyChannelRenamed>
  | DomainEvent<typeof CompanyChannelEvents.Toggled, CompanyChannelToggled>
  | DomainEvent<typeof CompanyChannelEvents.SituationsSaved, CompanyChannelSituationsSaved>
  | DomainEvent<typeof CompanyChannelEvents.Removed, CompanyChannelRemoved>
  | DomainEvent<typeof CompanyChannelEvents.TokenRefreshed, CompanyChannelTokenRefreshed>
  | DomainEvent<typeof CompanyChannelEvents.FiltersSaved, CompanyChannelFiltersSaved>
  | DomainEvent<typeof CompanyChannelEvents.CarriersLinked, CompanyChannelCarriersLinked>
  | DomainEvent<typeof CompanyChannelEvents.CredentialsChanged, CompanyChannelCredentialsChanged>;
