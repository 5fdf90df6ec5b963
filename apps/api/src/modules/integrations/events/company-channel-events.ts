/** Stored event type names of the sales-channel integrations (stable; payload shapes versioned). */
export const CompanyChannelEvents = {
  Connected: 'company-channel.connected',
  Reconnected: 'company-channel.reconnected',
  Renamed: 'company-channel.renamed',
  Toggled: 'company-channel.toggled',
  SituationsSaved: 'company-channel.situations-saved',
  FiltersSaved: 'company-channel.filters-saved',
  Removed: 'company-channel.removed',
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
}

export interface CompanyChannelReconnected {
  token_ciphertext: string;
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
