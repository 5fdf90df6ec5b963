import { ApiProperty } from '@nestjs/swagger';
import { OrderIdOrReferencePayload } from '../shared/order-target.payload.js';
import { IsFilledText } from '../shared/order-validators.js';

/** NewIssue {message, order_id or reference}: a message on the order's conversation. */
export class NewIssuePayload extends OrderIdOrReferencePayload {
  @ApiProperty()
  @IsFilledText(2000, 'Escreva a mensagem.', 'A mensagem deve ter no máximo 2000 caracteres.')
  message: string;
}
