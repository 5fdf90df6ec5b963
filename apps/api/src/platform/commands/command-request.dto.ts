import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString, MaxLength } from 'class-validator';

export class CommandRequestDto {
  @ApiProperty({ description: 'Nome da ação da especificação, ex.: NewUser' })
  @IsString({ message: 'Informe a ação.' })
  @MaxLength(100)
  action: string;

  @ApiProperty({ type: Object, additionalProperties: true, description: 'Dados da ação' })
  @IsObject({ message: 'O payload deve ser um objeto.' })
  payload: Record<string, unknown>;
}

/** One order of a BatchOrders call: whether its action ran and the line said about it. */
export class BatchLineDto {
  @ApiProperty() reference: string;
  @ApiProperty() ok: boolean;
  @ApiProperty() message: string;
}

export class CommandResultDto {
  @ApiProperty({ required: false, description: 'Id do registro criado, quando houver' })
  id?: string;

  @ApiProperty({ required: false })
  message?: string;

  @ApiProperty({ required: false, description: 'Aviso que não impede a ação, ex.: regra de frete sobreposta a outras' })
  warning?: string;

  @ApiProperty({ required: false, type: [BatchLineDto], description: 'BatchOrders: uma linha por pedido' })
  results?: BatchLineDto[];
}
