import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** A CSV sent before by POST /upload, named by the path it answered (products' and freight tables' imports). */
export class UploadedCsvPayload {
  @ApiProperty({ description: 'Caminho devolvido por POST /upload' })
  @IsString({ message: 'Envie o arquivo CSV.' })
  @IsNotEmpty({ message: 'Envie o arquivo CSV.' })
  @MaxLength(300, { message: 'Arquivo não encontrado.' })
  path: string;
}
