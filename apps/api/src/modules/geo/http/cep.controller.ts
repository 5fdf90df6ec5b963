import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../platform/auth/decorators.js';
import { CepThrottleGuard } from './cep-throttle.guard.js';
import { ParseCepPipe } from './parse-cep.pipe.js';
import type { Cep } from '../domain/cep.js';
import { CepAddressDto } from '../queries/geo.dto.js';
import { LookupCepQuery } from '../queries/lookup-cep/lookup-cep.query.js';

/** The forms' CEP autofill (CD, address, onboarding): public, limited per IP. */
@ApiTags('geo')
@Controller('cep')
export class CepController {
  constructor(private readonly queryBus: QueryBus) {}

  @Public()
  @UseGuards(CepThrottleGuard)
  @Get(':zip')
  @ApiOperation({ operationId: 'lookupCep', summary: 'Endereço de um CEP (público, limitado por IP)' })
  @ApiParam({ name: 'zip', description: '8 dígitos, com ou sem máscara', example: '01310-100' })
  @ApiOkResponse({ type: CepAddressDto })
  @ApiResponse({ status: 400, description: 'CEP inválido. Informe 8 dígitos.' })
  @ApiResponse({ status: 404, description: 'CEP não encontrado.' })
  @ApiResponse({ status: 429, description: 'Muitas consultas de CEP. Tente novamente em instantes.' })
  lookupCep(@Param('zip', ParseCepPipe) zip: Cep): Promise<CepAddressDto> {
    return this.queryBus.execute(new LookupCepQuery(zip));
  }
}
