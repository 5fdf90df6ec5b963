import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, IsUUID } from 'class-validator';

/** The most carriers one integration tracks for (a company's own and the shared catalogue's). */
export const MAX_LINKED_CARRIERS = 50;

/** data.carrier_ids / carrier_ids: at least one of the company's carriers. */
export const CarrierIdsField = (required: boolean) =>
  applyDecorators(
    ApiProperty({
      required,
      type: [String],
      format: 'uuid',
      description: 'Transportadoras da empresa (GET carriers) cujos envios esta integração rastreia',
    }),
    IsArray({ message: 'Selecione as transportadoras desta integração.' }),
    ArrayMinSize(1, { message: 'Selecione ao menos uma transportadora.' }),
    ArrayMaxSize(MAX_LINKED_CARRIERS, { message: `Selecione no máximo ${MAX_LINKED_CARRIERS} transportadoras.` }),
    IsUUID('all', { each: true, message: 'Transportadora inválida.' }),
  );

/** data.credentials / credentials: field name → value, checked against the connector's fields. */
export const CredentialsField = (required: boolean, description: string) =>
  applyDecorators(
    ApiProperty({ required, type: Object, additionalProperties: { type: 'string' }, description }),
    IsObject({ message: 'Envie as credenciais como um objeto (credentials).' }),
  );
