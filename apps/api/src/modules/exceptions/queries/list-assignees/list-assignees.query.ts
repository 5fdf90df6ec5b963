import { Query } from '@nestjs/cqrs';
import type { ExceptionAssigneesDto } from '../exceptions.dto.js';

export class ListAssigneesQuery extends Query<ExceptionAssigneesDto> {
  constructor(readonly companyId: string) {
    super();
  }
}
