import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';

/** POST company-channels/{id}/filters: each filter's value; an empty value clears the filter. */
export class SaveFiltersPayload {
  @ApiProperty({
    type: Object,
    additionalProperties: true,
    description: 'id do filtro → valor: inteiro, texto, data AAAA-MM-DD, id de opção ou lista de ids (is_multiple)',
    example: { payment_status: ['paid'], min_total: 50 },
  })
  @IsObject({ message: 'Envie os filtros como um objeto (filter_map).' })
  filter_map: Record<string, unknown>;
}
