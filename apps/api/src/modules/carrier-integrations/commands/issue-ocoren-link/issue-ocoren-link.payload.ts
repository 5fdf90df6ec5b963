import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** IssueOcorenLink {carrier_id}: a new link for the carrier to send OCOREN files (its older one stops working). */
export class IssueOcorenLinkPayload {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Informe a transportadora.' })
  carrier_id: string;
}
