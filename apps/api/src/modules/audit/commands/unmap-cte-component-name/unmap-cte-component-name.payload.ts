import { ApiProperty } from '@nestjs/swagger';
import { IsFilledText } from '../../../orders/index.js';

/** UnmapCteComponentName {name}: the company's own reading of the name is removed (the default applies). */
export class UnmapCteComponentNamePayload {
  @ApiProperty({ description: 'Nome do componente mapeado pela empresa' })
  @IsFilledText(15, 'Informe o nome do componente.', 'O nome do componente tem no máximo 15 caracteres no CT-e.')
  name: string;
}
