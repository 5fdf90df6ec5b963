import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** DeleteFreightRule and ToggleFreightRule: {id}. */
export class FreightRuleIdPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id da regra de frete.' })
  id: string;
}
