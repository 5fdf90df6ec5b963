import { Query } from '@nestjs/cqrs';
import type { CnpjCardDto } from '../sign-up.dto.js';

export class LookupCnpjQuery extends Query<CnpjCardDto> {
  constructor(readonly cnpj: string) {
    super();
  }
}
