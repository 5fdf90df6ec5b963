import { Query } from '@nestjs/cqrs';
import type { ExceptionCountsDto } from '../exceptions.dto.js';

export class CountExceptionsQuery extends Query<ExceptionCountsDto> {
  constructor(readonly companyId: string) {
    super();
  }
}
