import { PERMISSION_AREAS, type PermissionArea } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

// class-validator fills $value only for a single text, never for a list checked `each`.
const unknownAreas = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .filter((area) => !(PERMISSION_AREAS as readonly unknown[]).includes(area))
    .map((area) => (typeof area === 'string' ? area : JSON.stringify(area)))
    .join(', ');

/** Fields shared by NewUser and UpdateUserInfo, with the spec's limits and messages. */
export class UserInfoPayload {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'Digite o nome' })
  @IsNotEmpty({ message: 'Digite o nome' })
  @MaxLength(255, { message: 'O nome deve ter no máximo 255 caracteres.' })
  name: string;

  @ApiProperty({ maxLength: 255 })
  @IsNotEmpty({ message: 'Email obrigatório' })
  @MaxLength(255, { message: 'O e-mail deve ter no máximo 255 caracteres.' })
  @IsEmail({}, { message: 'Deve ser um e-mail válido' })
  email: string;

  @ApiProperty({ required: false, default: false })
  @IsOptional()
  @IsBoolean({ message: 'is_admin deve ser verdadeiro ou falso.' })
  is_admin?: boolean;

  @ApiProperty({ required: false, nullable: true, enum: PERMISSION_AREAS, isArray: true })
  @IsOptional()
  @IsArray({ message: 'permissions deve ser uma lista.' })
  @ArrayUnique({ message: 'permissions não pode repetir áreas.' })
  @IsIn(PERMISSION_AREAS, { each: true, message: ({ value }) => `Permissão desconhecida: ${unknownAreas(value)}.` })
  permissions?: PermissionArea[] | null;
}
