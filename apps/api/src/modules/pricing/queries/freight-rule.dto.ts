import { ApiProperty } from '@nestjs/swagger';

export class FreightRuleRouteDto {
  @ApiProperty({ description: 'Posição na regra, a partir de 1' }) id: number;
  @ApiProperty({ enum: [1, 2, 3, 4, 5, 6] }) rule_type: number;
  @ApiProperty({ pattern: '^\\d{8}$' }) zip_from: string;
  @ApiProperty({ pattern: '^\\d{8}$' }) zip_up: string;
  @ApiProperty({ description: 'R$ (tipos 1, 3 e 5) ou % (tipos 2 e 4)' }) value: number;
  @ApiProperty() additional_deadline: number;
  @ApiProperty() cart_min: boolean;
  @ApiProperty({ type: Number, nullable: true }) min_value: number | null;
  @ApiProperty({ type: Number, nullable: true }) max_value: number | null;
  @ApiProperty() apply_only_skus: boolean;
  @ApiProperty({ type: [String], nullable: true }) sku_list: string[] | null;
  @ApiProperty() apply_only_volumes: boolean;
  @ApiProperty({ type: Number, nullable: true }) total_volumes: number | null;
  @ApiProperty({ type: String, nullable: true }) destination: string | null;
}

class RuleRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class FreightRuleDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Canal de venda; null = todos' }) channel_id: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) distribution_center_id: string | null;
  @ApiProperty({ type: RuleRefDto, nullable: true, description: 'null = todos os CDs' })
  distribution_center: RuleRefDto | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) carrier_id: string | null;
  @ApiProperty({ type: RuleRefDto, nullable: true, description: 'null = todas as transportadoras' })
  carrier: RuleRefDto | null;
  @ApiProperty({ format: 'date' }) start_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) end_at: string | null;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: 'Número de rotas de destino' }) total_rules: number;
  @ApiProperty({ type: [FreightRuleRouteDto] }) routes: FreightRuleRouteDto[];
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updated_at: string;
}

export class FreightRuleListDto {
  @ApiProperty({ type: [FreightRuleDto] }) data: FreightRuleDto[];
  @ApiProperty() total: number;
}
