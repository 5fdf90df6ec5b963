import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsUUID, ValidateBy, isEmail } from 'class-validator';

export const MAX_PICKUP_EMAILS = 20;

/** The spec's client sends a comma-separated text; a list is taken too. Items trimmed, lowercased. */
function toEmailList(value: unknown): unknown {
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items)) return items;
  return items
    .map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item))
    .filter((item) => item !== '');
}

const invalidEmails = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.filter((item) => typeof item !== 'string' || item.length > 255 || !isEmail(item)) : [];

/** Spec: AddCarrierEmail {carrier_id, emails}; the company's whole list for that carrier, possibly empty. */
export class AddCarrierEmailPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe a transportadora.' })
  carrier_id: string;

  @ApiProperty({
    type: [String],
    maxItems: MAX_PICKUP_EMAILS,
    description: 'E-mails de solicitação de coleta (lista ou texto separado por vírgulas)',
  })
  @Transform(({ value }) => toEmailList(value))
  @IsArray({ message: 'Informe os e-mails separados por vírgula.' })
  @ArrayMaxSize(MAX_PICKUP_EMAILS, { message: `Informe no máximo ${MAX_PICKUP_EMAILS} e-mails.` })
  @ValidateBy(
    { name: 'pickupEmails', validator: { validate: (value) => invalidEmails(value).length === 0 } },
    { message: ({ value }) => `E-mail inválido: ${invalidEmails(value).map(String).join(', ')}.` },
  )
  emails: string[];
}
