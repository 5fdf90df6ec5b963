import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { JWT_ALGORITHM } from '../../../platform/auth/jwt.strategy.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { NotAllowed } from '../../../platform/errors/domain-errors.js';

/** A link stays valid long enough for a carrier's weekly routine. */
const LINK_LIFETIME = '30d';

export interface CarrierLink {
  carrierId: string;
  companyId: string;
}

export const invalidCarrierLink = () =>
  new NotAllowed('Link de coleta inválido ou expirado. Peça um novo link ao embarcador.');

/**
 * The token of the carrier pickup page (/carrier/notfis/{token}): one carrier's pickups at one
 * company, signed with a key derived from the session secret, so a carrier link is never a
 * session token and a session token never opens the carrier page.
 */
@Injectable()
export class CarrierLinkTokens {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('carrier-pickup-link').digest('base64url');
  }

  sign(link: CarrierLink): Promise<string> {
    return this.jwt.signAsync(
      { carrier_id: link.carrierId, company_id: link.companyId },
      { secret: this.secret, algorithm: JWT_ALGORITHM, expiresIn: LINK_LIFETIME },
    );
  }

  url(token: string): string {
    return `${this.config.publicUrl}/carrier/notfis/${token}`;
  }

  async verify(token: string | undefined): Promise<CarrierLink> {
    if (!token) throw invalidCarrierLink();
    const claims = await this.jwt
      .verifyAsync<{ carrier_id?: string; company_id?: string }>(token, {
        secret: this.secret,
        algorithms: [JWT_ALGORITHM],
      })
      .catch(() => null);
    if (!claims?.carrier_id || !claims.company_id) throw invalidCarrierLink();
    return { carrierId: claims.carrier_id, companyId: claims.company_id };
  }
}
