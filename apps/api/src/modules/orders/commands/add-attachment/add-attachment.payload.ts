import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsObject, IsString, MaxLength } from 'class-validator';
import { ATTACHMENT_TYPES, type AttachmentType } from '../../events/order-events.js';
import { IsFilledText } from '../shared/order-validators.js';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

export class AttachmentShipmentPayload {
  @ApiProperty({ description: 'Número do pedido' })
  @IsFilledText(100, 'Informe o código do pedido.', 'O código do pedido deve ter no máximo 100 caracteres.')
  reference: string;
}

export class AttachmentFilePayload {
  @ApiProperty({ description: 'Nome do anexo' })
  @IsFilledText(150, 'Informe o nome do anexo.', 'O nome do anexo deve ter no máximo 150 caracteres.')
  name: string;

  @ApiProperty({ description: 'Tipo MIME do arquivo enviado' })
  @IsString({ message: 'Informe o tipo do arquivo.' })
  @MaxLength(100)
  mime: string;

  @ApiProperty({ description: 'Caminho devolvido por POST /upload' })
  @IsFilledText(500, 'Envie o arquivo antes de anexá-lo.', 'Caminho de arquivo inválido.')
  path: string;
}

/** AddAttachment {shipment.reference, file{name, mime, path}} plus the attachment type of §9. */
export class AddAttachmentPayload {
  @ApiProperty({ type: AttachmentShipmentPayload })
  @IsObject({ message: 'Informe o pedido.' })
  @NestedPayload(() => AttachmentShipmentPayload)
  shipment: AttachmentShipmentPayload;

  @ApiProperty({ type: AttachmentFilePayload })
  @IsObject({ message: 'Envie o arquivo antes de anexá-lo.' })
  @NestedPayload(() => AttachmentFilePayload)
  file: AttachmentFilePayload;

  @ApiProperty({ enum: ATTACHMENT_TYPES, description: 'nfe (xml), nfe-event (xml), cte (xml), pdf, image, others' })
  @IsIn(ATTACHMENT_TYPES, { message: 'Selecione o tipo do arquivo.' })
  type: AttachmentType;
}
