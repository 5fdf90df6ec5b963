import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PickupRefPayload } from '../shared/pickup.payloads.js';

/** PerformPickup: by pickup id, or by an order's reference with manually. */
export class PerformPickupPayload extends PickupRefPayload {
  @ApiProperty({ required: false, default: true })
  @IsOptional()
  manually?: boolean;
}
