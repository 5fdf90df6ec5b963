import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** RevokeOcorenLink {id}: the carrier's link stops working at once. */
export class RevokeOcorenLinkPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe o link.' })
  id: string;
}
