import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FilterMap } from './catalogue/channel-filters.js';
import type { SituationMap } from '../events/company-channel-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** A company_channels row, token still sealed. */
export interface CompanyChannelRow {
  id: string;
  company_id: string;
  channel_id: number;
  name: string;
  enabled: boolean;
  store_id: string | null;
  store_host: string | null;
  token_ciphertext: string | null;
  refresh_ciphertext: string | null;
  token_expires_at: Date | null;
  api_address: string | null;
  situation_map: SituationMap;
  filter_map: FilterMap;
  /** Carrier integrations (type 2): the company's carriers it tracks. */
  carrier_ids: string[];
  created_at: Date;
}

/** Reads of the company_channels read model shared by queries, the inbox and the status policy. */
@Injectable()
export class CompanyChannelRows {
  constructor(private readonly db: DataSource) {}

  async byId(id: string): Promise<CompanyChannelRow | null> {
    const [row] = await runSql(this.db, sql`SELECT * FROM company_channels WHERE id = ${id}`);
    return row ?? null;
  }

  /** The company's own integration, or null (another company's answers as missing). */
  async ofCompany(id: string, companyId: string): Promise<CompanyChannelRow | null> {
    const row = await this.byId(id);
    return row && row.company_id === companyId ? row : null;
  }

  async byStore(channelId: number, storeId: string): Promise<CompanyChannelRow | null> {
    const [row] = await runSql(
      this.db,
      sql`SELECT * FROM company_channels WHERE channel_id = ${channelId} AND store_id = ${storeId}`,
    );
    return row ?? null;
  }

  async ofCompanyAll(companyId: string): Promise<CompanyChannelRow[]> {
    return runSql(this.db, sql`SELECT * FROM company_channels WHERE company_id = ${companyId} ORDER BY created_at, id`);
  }
}
