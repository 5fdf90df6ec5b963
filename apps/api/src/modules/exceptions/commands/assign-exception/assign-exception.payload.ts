import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';

/** AssignException {id, user_id}: who of the company takes it; user_id null leaves it unassigned. */
export class AssignExceptionPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Exceção inválida.' })
  id: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null: sem responsável' })
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'Usuário inválido.' })
  user_id: string | null;
}
