import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** Spec: DeleteProduct {id}. */
export class DeleteProductPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id do produto.' })
  id: string;
}
