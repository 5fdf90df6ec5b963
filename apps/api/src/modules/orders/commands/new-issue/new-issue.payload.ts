import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsFilledText } from '../shared/order-validators.js';

/** NewIssue {message, order_id or reference}: a message on the order's conversation. */
export class NewIssuePayload {
  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Id de pedido inválido.' })
  order_id?: string;

  @ApiProperty({ required: false })
  @ValidateIf((payload: NewIssuePayload) => payload.order_id === undefined)
  @IsFilledText(100, 'Informe o id ou o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference?: string;

  @ApiProperty()
  @IsFilledText(2000, 'Escreva a mensagem.', 'A mensagem deve ter no máximo 2000 caracteres.')
  message: string;
}
