import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NestedPayload } from '../../../../platform/http/nested-payload.js';

/** The channel status for each internal status (3 Em trânsito, 4 Saiu para entrega, 5 Entregue); empty: not pushed. */
export class SituationMapPayload {
  @ApiProperty({ required: false, type: String }) @IsOptional() @IsString() @MaxLength(100) 3?: string;
  @ApiProperty({ required: false, type: String }) @IsOptional() @IsString() @MaxLength(100) 4?: string;
  @ApiProperty({ required: false, type: String }) @IsOptional() @IsString() @MaxLength(100) 5?: string;
}

/** POST company-channels/{id}/situations. */
export class SaveSituationsPayload {
  @ApiProperty({ type: SituationMapPayload })
  @NestedPayload(() => SituationMapPayload)
  situation_map: SituationMapPayload;
}
