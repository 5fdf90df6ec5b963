import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DashboardQuery } from './dashboard.dto.js';

/** public-account.md §7: GET reviews, the dashboard's filters plus the number of stars. */
export class ReviewsQuery extends DashboardQuery {
  @ApiProperty({ required: false, minimum: 1, maximum: 5, description: 'Só as avaliações com esta nota' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Nota inválida: use de 1 a 5.' })
  @Min(1, { message: 'Nota inválida: use de 1 a 5.' })
  @Max(5, { message: 'Nota inválida: use de 1 a 5.' })
  rate?: number;

  @ApiProperty({ required: false, minimum: 1, maximum: 1000, default: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser um número de 1 a 1000.' })
  @Min(1, { message: 'limit deve ser um número de 1 a 1000.' })
  @Max(1000, { message: 'limit deve ser um número de 1 a 1000.' })
  limit?: number;
}

export class ReviewUserDto {
  @ApiProperty({ description: 'Quem avaliou: o destinatário do pedido, pelo link de avaliação' }) name: string;
}

export class ReviewShipmentDto {
  @ApiProperty({ format: 'uuid' }) order_id: string;
  @ApiProperty() reference: string;
}

export class ReviewDto {
  @ApiProperty({ description: '1 a 5 estrelas' }) rate: number;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: ReviewUserDto }) user: ReviewUserDto;
  @ApiProperty({ type: ReviewShipmentDto }) shipment: ReviewShipmentDto;
}

export class ReviewsDto {
  @ApiProperty({
    type: [ReviewDto],
    description: 'As avaliações dos pedidos criados no período, mais recentes primeiro',
  })
  data: ReviewDto[];
}
