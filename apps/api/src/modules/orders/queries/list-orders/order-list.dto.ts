import { ApiProperty } from '@nestjs/swagger';
import { OrderDto } from '../order.dto.js';

export class OrderFiltersNotMatchDto {
  @ApiProperty({ type: [String], description: 'Termos da busca que não encontraram nenhum pedido' }) search: string[];
}

export class OrderListDto {
  @ApiProperty({ type: [OrderDto] }) data: OrderDto[];
  @ApiProperty({ description: 'Pedidos que atendem aos filtros, contados até 10.001' }) total: number;
  @ApiProperty({ description: 'Há mais pedidos que o total contado (a contagem para em 10.001)' })
  total_capped: boolean;
  @ApiProperty({ type: OrderFiltersNotMatchDto }) filters_not_match: OrderFiltersNotMatchDto;
}
