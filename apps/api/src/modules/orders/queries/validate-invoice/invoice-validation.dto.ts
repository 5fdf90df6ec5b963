import { ApiProperty } from '@nestjs/swagger';

export class InvoiceValidationDto {
  @ApiProperty({ type: [String], description: 'Problemas da nota do pedido; vazio quando está tudo certo' })
  errors: string[];
}
