import { ApiProperty } from '@nestjs/swagger';
import { QuoteDto, QuoteResponseDto } from '../../../pricing/index.js';

/** A quote of the carrier change dialog (orders-pickups.md §3 'Quote item'). */
export class OrderQuoteDto extends QuoteDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Aviso sobre a cotação: 'Transportadora atual do pedido.' na transportadora que já leva o pedido",
  })
  alert: string | null;
}

export class OrderQuotesDto extends QuoteResponseDto {
  @ApiProperty({ type: [OrderQuoteDto] }) declare data: OrderQuoteDto[];
}
