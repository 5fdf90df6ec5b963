import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Spec: RemoveDistributionCenter {reference}. */
export class RemoveDistributionCenterPayload {
  @ApiProperty({ maxLength: 20 })
  @IsString({ message: 'Informe o código do CD.' })
  @IsNotEmpty({ message: 'Informe o código do CD.' })
  @MaxLength(20)
  reference: string;
}
