import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { DistributionCenterPayload } from '../shared/distribution-center.payload.js';

export class UpdateDistributionCenterPayload extends DistributionCenterPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id do CD.' })
  id: string;
}
