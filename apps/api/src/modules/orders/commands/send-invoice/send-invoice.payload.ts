import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsOptional, ValidateIf } from 'class-validator';
import { IsFilledText } from '../shared/order-validators.js';
import { OrderTargetPayload } from '../shared/order-target.payload.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class InvoiceFilePayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload (.xml ou .zip com uma NF-e)' })
  @IsFilledText(500, 'Envie a nota fiscal.', 'Caminho de arquivo inválido.')
  path: string;
}

export class InvoiceShipmentPayload {
  @ApiProperty({ description: 'Número do pedido da remessa' })
  @IsFilledText(100, 'Informe o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference: string;
}

const namesNoOrder = (payload: SendInvoicePayload) => payload.order === undefined && payload.shipment === undefined;

/** SendInvoice {order or shipment reference, invoice.path}: `reference`, `order {id or reference}` or `shipment {reference}`. */
export class SendInvoicePayload {
  @ApiProperty({ required: false, description: 'Número do pedido (ou envie order ou shipment)' })
  @ValidateIf(namesNoOrder)
  @IsFilledText(100, 'Informe o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference?: string;

  @ApiProperty({ required: false, type: OrderTargetPayload, description: 'O pedido, pelo id ou pelo número' })
  @IsOptional()
  @IsObject({ message: 'Informe o pedido.' })
  @NestedPayload(() => OrderTargetPayload)
  order?: OrderTargetPayload;

  @ApiProperty({ required: false, type: InvoiceShipmentPayload, description: 'A remessa, pelo número do pedido' })
  @IsOptional()
  @IsObject({ message: 'Informe a remessa.' })
  @NestedPayload(() => InvoiceShipmentPayload)
  shipment?: InvoiceShipmentPayload;

  @ApiProperty({ type: InvoiceFilePayload })
  @IsObject({ message: 'Envie a nota fiscal.' })
  @NestedPayload(() => InvoiceFilePayload)
  invoice: InvoiceFilePayload;
}

/** The order the payload names, whichever of its three forms it used. */
export const invoiceTargetOf = (payload: SendInvoicePayload) =>
  payload.order ?? { reference: payload.shipment?.reference ?? payload.reference };
