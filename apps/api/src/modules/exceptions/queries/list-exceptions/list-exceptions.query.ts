import { Query } from '@nestjs/cqrs';
import type { ExceptionListDto, ExceptionsQuery } from '../exceptions.dto.js';

export class ListExceptionsQuery extends Query<ExceptionListDto> {
  constructor(
    readonly companyId: string,
    readonly filters: ExceptionsQuery,
  ) {
    super();
  }
}
