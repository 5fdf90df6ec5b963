import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * NewBackgroundTask {action, payload} (settings.md §7, orders-pickups.md §7). `action` names a
 * registered task type; its `payload` is validated by that type's own class.
 */
export class NewBackgroundTaskPayload {
  @ApiProperty({ description: "Tipo da tarefa: 'orders-report' ou 'GenerateContingencyFreightTable'" })
  @IsString({ message: 'Tarefa desconhecida.' })
  @MaxLength(100, { message: 'Tarefa desconhecida.' })
  action: string;

  @ApiProperty({ type: Object, additionalProperties: true, required: false, description: 'Argumentos da tarefa' })
  @IsOptional()
  @IsObject({ message: 'O payload da tarefa deve ser um objeto.' })
  payload?: Record<string, unknown>;
}
