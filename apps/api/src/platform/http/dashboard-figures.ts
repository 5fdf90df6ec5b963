import { ApiProperty } from '@nestjs/swagger';

/**
 * What the orders dashboard and the promise dashboard show alike: here so that delivery-promise
 * needs nothing of the dashboard module (dashboard → orders → delivery-promise would close a cycle).
 */

/** One decimal, as the dashboard shows rates and averages. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** part / whole in %, one decimal; 0 when there is no whole. */
export const percentageOf = (part: number, whole: number) => (whole > 0 ? oneDecimal((part * 100) / whole) : 0);

export class DashboardCarrierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}
