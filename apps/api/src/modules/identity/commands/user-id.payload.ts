import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class UserIdPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id do usuário.' })
  id: string;
}
