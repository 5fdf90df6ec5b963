import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ProductPayload } from '../shared/product.payload.js';

export class UpdateProductPayload extends ProductPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id do produto.' })
  id: string;
}
