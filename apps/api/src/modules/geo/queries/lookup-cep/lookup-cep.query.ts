import { Query } from '@nestjs/cqrs';
import type { Cep } from '../../domain/cep.js';
import type { CepAddressDto } from '../geo.dto.js';

export class LookupCepQuery extends Query<CepAddressDto> {
  constructor(readonly zip: Cep) {
    super();
  }
}
