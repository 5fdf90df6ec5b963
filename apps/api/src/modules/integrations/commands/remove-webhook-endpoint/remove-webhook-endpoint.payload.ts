import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class RemoveWebhookEndpointPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o webhook.' })
  id: string;
}
