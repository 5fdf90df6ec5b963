import { FEE_LABELS, type FeeType } from '@despacho/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsFilledText } from '../../../orders/index.js';

const FEES = Object.keys(FEE_LABELS);

/** MapCteComponentName {name, fee}: the company reads this carrier component name as this fee type. */
export class MapCteComponentNamePayload {
  @ApiProperty({ description: "Nome do componente como aparece no CT-e (ex.: 'TAXAS', 'BAF SE/N')" })
  @IsFilledText(
    15,
    'Informe o nome do componente como aparece no CT-e.',
    'O nome do componente tem no máximo 15 caracteres no CT-e.',
  )
  name: string;

  @ApiProperty({ enum: FEES, description: 'Tipo de taxa da cotação' })
  @IsIn(FEES, { message: 'Taxa inválida.' })
  fee: FeeType;
}
