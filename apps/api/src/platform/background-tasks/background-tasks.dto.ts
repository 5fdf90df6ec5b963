import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** The spec's list call: GET background-tasks (task_type filter; limit 100). */
export class BackgroundTaskListQuery {
  @ApiProperty({ required: false, description: "Tipo da tarefa, ex.: 'GenerateContingencyFreightTable'" })
  @IsOptional()
  @IsString({ message: 'task_type deve ser um texto.' })
  @MaxLength(100)
  task_type?: string;

  @ApiProperty({ required: false, default: 100, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit deve ser um número inteiro.' })
  @Min(1, { message: 'limit deve ser no mínimo 1.' })
  @Max(100, { message: 'limit deve ser no máximo 100.' })
  limit?: number;
}

export class BackgroundTaskUserDto {
  @ApiProperty({ nullable: true, type: String }) id: string | null;
  @ApiProperty() name: string;
}

export class BackgroundTaskDto {
  @ApiProperty() id: string;
  @ApiProperty() task_type: string;

  @ApiProperty({
    type: Object,
    additionalProperties: true,
    description: 'Argumentos da tarefa (ex.: type, zip_origin) e, quando pronta, file_path',
  })
  property: Record<string, unknown>;

  @ApiProperty({ description: 'Percentual concluído, 0 a 100' })
  progress: number;

  @ApiProperty({ nullable: true, type: String, description: 'Erro da última tentativa, se houve' })
  error: string | null;

  @ApiProperty({ type: BackgroundTaskUserDto }) user: BackgroundTaskUserDto;
  @ApiProperty() created_at: Date;
  @ApiProperty({ nullable: true, type: Date, description: 'Início do processamento; vazio: pendente' })
  start_at: Date | null;
  @ApiProperty({ nullable: true, type: Date, description: 'Fim do processamento; preenchido: finalizada' })
  end_at: Date | null;
}

export class BackgroundTaskListDto {
  @ApiProperty({ type: [BackgroundTaskDto] }) data: BackgroundTaskDto[];
  @ApiProperty() total: number;
}
