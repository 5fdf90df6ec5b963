import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { UserInfoPayload } from '../user-info.payload.js';

export class UpdateUserInfoPayload extends UserInfoPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o id do usuário.' })
  id: string;
}
