import { Controller, Get, Param, ParseUUIDPipe, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../../platform/auth/decorators.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { UploadStore } from '../../../platform/uploads/upload-store.js';
import { brandingOf, type StoredBranding } from '../queries/company-branding.js';
import { TrackingBrandingDto } from './tracking.dto.js';
import { companyBrandings } from '../../identity/index.js';

const noCompany = () => new NotFound('Loja não encontrada.');
const companyId = new ParseUUIDPipe({ exceptionFactory: noCompany });

/**
 * The look of /tracking/c/{company}: public like the page, outside the tracking throttle because
 * every page view loads it (it holds nothing but a name, a logo and two colours).
 */
@ApiTags('tracking')
@Controller('tracking-companies')
@Public()
export class CompanyBrandingController {
  constructor(
    private readonly db: DataSource,
    private readonly uploads: UploadStore,
  ) {}

  @Get(':company')
  @ApiOperation({ operationId: 'getTrackingCompany', summary: 'Nome, logo e cores da página de rastreio de uma loja' })
  @ApiOkResponse({ type: TrackingBrandingDto })
  async get(@Param('company', companyId) company: string): Promise<TrackingBrandingDto> {
    const row = await this.find(company);
    return brandingOf(company, row.name, row.tracking_branding);
  }

  @Get(':company/logo')
  @ApiOperation({ operationId: 'getTrackingCompanyLogo', summary: 'O logo da loja (PNG, JPEG ou WebP)' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async logo(
    @Param('company', companyId) company: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const logo = (await this.find(company)).tracking_branding?.logo;
    if (!logo) throw new NotFound('Esta loja não tem logo.');
    const file = await this.uploads.open(company, logo.path);
    // The type was sniffed when the logo was chosen; nosniff keeps browsers from guessing another.
    reply
      .header('Content-Type', logo.content_type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=86400');
    return new StreamableFile(file);
  }

  private async find(company: string): Promise<{ name: string; tracking_branding: StoredBranding | null }> {
    const row = (await companyBrandings<StoredBranding>(this.db, [company])).get(company);
    if (!row) throw noCompany();
    return row;
  }
}
