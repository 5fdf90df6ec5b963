import type { QuotationView } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

const QUOTATION_VIEWS: QuotationView[] = [1, 2, 3];

/** Spec: ChangeQuotationView {quotation_view}: 1 lowest price only, 2 all active carriers, 3 fastest and cheapest. */
export class ChangeQuotationViewPayload {
  @ApiProperty({
    enum: QUOTATION_VIEWS,
    description: '1 menor preço; 2 todas as transportadoras ativas; 3 mais rápida e mais barata',
  })
  @IsIn(QUOTATION_VIEWS, { message: 'Escolha um modo de exibição: 1, 2 ou 3.' })
  quotation_view: QuotationView;
}
