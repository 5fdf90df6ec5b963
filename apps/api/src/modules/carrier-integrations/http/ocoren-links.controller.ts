import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertAccess } from '../../../platform/auth/access-rule.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/decorators.js';
import { OcorenLinks } from '../queries/ocoren-links/ocoren-links.js';
import { OcorenLinkListDto } from './ocoren.dto.js';

/** The company's OCOREN links in use (issued and revoked with IssueOcorenLink / RevokeOcorenLink). */
@ApiTags('ocoren')
@Controller('edi/ocoren/links')
export class OcorenLinksController {
  constructor(private readonly links: OcorenLinks) {}

  @Get()
  @ApiOperation({ operationId: 'listOcorenLinks', summary: 'Links de envio de OCOREN ativos, por transportadora' })
  @ApiOkResponse({ type: OcorenLinkListDto })
  async list(@CurrentActor() actor: Actor): Promise<OcorenLinkListDto> {
    assertAccess(actor, { area: 'orders' });
    return { data: await this.links.list(actor.companyId) };
  }
}
