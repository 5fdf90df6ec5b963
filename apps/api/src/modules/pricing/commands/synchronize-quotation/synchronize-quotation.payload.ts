import { ApiHideProperty } from '@nestjs/swagger';
import { IsEmpty } from 'class-validator';

/** SynchronizeQuotation carries no data (the spec shows none): the client sends {}. */
export class SynchronizeQuotationPayload {
  // class-validator refuses a class without any rule (forbidUnknownValues); this one admits only {}.
  @ApiHideProperty()
  @IsEmpty({ message: 'SynchronizeQuotation não recebe dados.' })
  none?: never;
}
