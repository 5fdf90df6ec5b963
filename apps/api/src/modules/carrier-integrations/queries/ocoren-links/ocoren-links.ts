import { createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { JWT_ALGORITHM } from '../../../../platform/auth/jwt.strategy.js';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { NotAllowed, NotFound } from '../../../../platform/errors/domain-errors.js';
import { runSql, sql } from '../../../../platform/database/sql.js';
import { visibleCarriers } from '../../../catalog/index.js';

/** Whom an OCOREN link stands for: one carrier sending files to one company. */
export interface OcorenLink {
  id: string;
  companyId: string;
  carrierId: string;
}

export interface IssuedOcorenLink {
  id: string;
  token: string;
  url: string;
}

export interface OcorenLinkRow {
  id: string;
  carrier_id: string;
  carrier_name: string;
  created_at: string;
  last_used_at: string | null;
}

export const invalidOcorenLink = () =>
  new NotAllowed('Link de envio de OCOREN inválido ou revogado. Peça um novo link ao embarcador.');

/**
 * The links a company gives a carrier to send OCOREN files: the page /carrier/notfis/{token} and the
 * Bearer token of POST /api/edi/ocoren. The token is signed with its own key derived from the session
 * secret (never a session or pickup-link token) and names its row in ocoren_links: revoking the row,
 * or issuing a new link for the same carrier, ends it. A carrier's system keeps it, so it does not expire.
 */
@Injectable()
export class OcorenLinks {
  private readonly secret: string;

  constructor(
    private readonly db: DataSource,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('carrier-ocoren-link').digest('base64url');
  }

  /** A new link for the carrier; the carrier's older links stop working. The token is shown only now. */
  async issue(companyId: string, carrierId: string, userId: string | null): Promise<IssuedOcorenLink> {
    const carriers = await visibleCarriers(this.db, companyId, [carrierId]);
    if (!carriers.has(carrierId)) throw new NotFound('Transportadora não encontrada.');
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await runSql(
        tx,
        sql`UPDATE ocoren_links SET revoked_at = now() WHERE company_id = ${companyId} AND carrier_id = ${carrierId} AND revoked_at IS NULL`,
      );
      await runSql(
        tx,
        sql`INSERT INTO ocoren_links (id, company_id, carrier_id, created_by) VALUES (${id}, ${companyId}, ${carrierId}, ${userId})`,
      );
    });
    const token = await this.jwt.signAsync(
      { lid: id, company_id: companyId, carrier_id: carrierId },
      { secret: this.secret, algorithm: JWT_ALGORITHM },
    );
    return { id, token, url: `${this.config.publicUrl}/carrier/notfis/${token}` };
  }

  async revoke(companyId: string, id: string): Promise<void> {
    const [, count] = await runSql(
      this.db,
      sql`UPDATE ocoren_links SET revoked_at = now() WHERE id = ${id} AND company_id = ${companyId} AND revoked_at IS NULL`,
    );
    if (!count) throw new NotFound('Link de OCOREN não encontrado.');
  }

  /** The company's links in use, newest first (without their tokens). */
  async list(companyId: string): Promise<OcorenLinkRow[]> {
    const links: Omit<OcorenLinkRow, 'carrier_name'>[] = await runSql(
      this.db,
      sql`SELECT id, carrier_id, created_at, last_used_at FROM ocoren_links
        WHERE company_id = ${companyId} AND revoked_at IS NULL ORDER BY created_at DESC`,
    );
    const carriers = await visibleCarriers(
      this.db,
      companyId,
      links.map((link) => link.carrier_id),
    );
    return links.flatMap((link) => {
      const carrier = carriers.get(link.carrier_id);
      return carrier ? [{ ...link, carrier_name: carrier.name }] : [];
    });
  }

  /** The link a token stands for, when it is signed by us and not revoked; marks it used. */
  async verify(token: string | undefined): Promise<OcorenLink> {
    if (!token) throw invalidOcorenLink();
    const claims = await this.jwt
      .verifyAsync<{ lid?: string; company_id?: string; carrier_id?: string }>(token, {
        secret: this.secret,
        algorithms: [JWT_ALGORITHM],
      })
      .catch(() => null);
    if (!claims?.lid || !claims.company_id || !claims.carrier_id) throw invalidOcorenLink();
    const [, count] = await runSql(
      this.db,
      sql`UPDATE ocoren_links SET last_used_at = now() WHERE id = ${claims.lid} AND company_id = ${claims.company_id} AND revoked_at IS NULL`,
    );
    if (!count) throw invalidOcorenLink();
    return { id: claims.lid, companyId: claims.company_id, carrierId: claims.carrier_id };
  }
}
