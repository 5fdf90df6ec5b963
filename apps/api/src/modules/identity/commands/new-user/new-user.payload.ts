import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { UserInfoPayload } from '../user-info.payload.js';
import { Untrimmed } from '../../../../platform/http/validation.js';

export class NewUserPayload extends UserInfoPayload {
  @ApiProperty({ minLength: 8, maxLength: 50 })
  @Untrimmed() // a password is what was typed, spaces included
  @IsString({ message: 'Senha obrigatória' })
  @IsNotEmpty({ message: 'Senha obrigatória' })
  @MinLength(8, { message: 'A senha deve ter no mínimo 8 caracteres.' })
  @MaxLength(50, { message: 'A senha deve ter no máximo 50 caracteres.' })
  password: string;
}
