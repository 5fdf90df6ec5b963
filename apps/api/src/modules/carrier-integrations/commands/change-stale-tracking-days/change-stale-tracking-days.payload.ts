import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_STALE_TRACKING_DAYS } from '../../queries/stale-tracking-condition.js';

const MESSAGE = `Informe de 1 a ${MAX_STALE_TRACKING_DAYS} dias úteis.`;

/** ChangeStaleTrackingDays {stale_tracking_days}: after how many business days without a carrier event tracking is stale. */
export class ChangeStaleTrackingDaysPayload {
  @ApiProperty({
    minimum: 1,
    maximum: MAX_STALE_TRACKING_DAYS,
    description:
      "Dias úteis sem evento da transportadora para um envio em trânsito ficar em 'Rastreamento desatualizado' (padrão 2)",
  })
  @IsInt({ message: MESSAGE })
  @Min(1, { message: MESSAGE })
  @Max(MAX_STALE_TRACKING_DAYS, { message: MESSAGE })
  stale_tracking_days: number;
}
