import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { IsFilledText } from '../shared/order-validators.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class InvoiceFilePayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload (.xml ou .zip com uma NF-e)' })
  @IsFilledText(500, 'Envie a nota fiscal.', 'Caminho de arquivo inválido.')
  path: string;
}

/** SendInvoice {order reference, invoice.path}. */
export class SendInvoicePayload {
  @ApiProperty({ description: 'Número do pedido' })
  @IsFilledText(100, 'Informe o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference: string;

  @ApiProperty({ type: InvoiceFilePayload })
  @IsObject({ message: 'Envie a nota fiscal.' })
  @NestedPayload(() => InvoiceFilePayload)
  invoice: InvoiceFilePayload;
}
