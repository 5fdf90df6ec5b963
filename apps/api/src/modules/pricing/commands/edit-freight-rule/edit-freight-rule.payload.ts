import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { FreightRulePayload } from '../shared-freight-rule/freight-rule.payload.js';

/** EditFreightRule: the whole rule again, with its id. */
export class EditFreightRulePayload extends FreightRulePayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id da regra de frete.' })
  id: string;
}
