import { FEE_LABELS } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

const FEES = Object.keys(FEE_LABELS);

/** RemapCteFees {cte_id, components, fee}: compare these CT-e components with another quote fee (null: the dictionary's). */
export class RemapCteFeesPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'CT-e inválido.' })
  cte_id: string;

  @ApiProperty({ type: [Number], description: 'Índices dos componentes (vPrest/Comp), a partir de 0' })
  @IsArray({ message: 'Informe os componentes do CT-e.' })
  @ArrayMinSize(1, { message: 'Informe ao menos um componente do CT-e.' })
  @ArrayMaxSize(100, { message: 'Informe no máximo 100 componentes.' })
  @IsInt({ each: true, message: 'Componente inválido.' })
  @Min(0, { each: true, message: 'Componente inválido.' })
  @Max(99, { each: true, message: 'Componente inválido.' })
  components: number[];

  @ApiProperty({
    type: String,
    nullable: true,
    enum: FEES,
    description: 'Taxa da cotação; null volta ao mapeamento padrão',
  })
  @IsOptional()
  @IsIn(FEES, { message: 'Taxa inválida.' })
  fee: string | null;
}
