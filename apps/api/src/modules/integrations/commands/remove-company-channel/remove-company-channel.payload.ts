import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class CompanyChannelRefPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe a integração.' })
  id: string;
}

/** Spec: RemoveCompanyChannel {company_channel{id}}. */
export class RemoveCompanyChannelPayload {
  @ApiProperty({ type: CompanyChannelRefPayload })
  @NestedPayload(() => CompanyChannelRefPayload)
  company_channel: CompanyChannelRefPayload;
}
