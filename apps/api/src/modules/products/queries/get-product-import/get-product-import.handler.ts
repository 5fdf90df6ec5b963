import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { ProductImportTasks } from '../../jobs/product-import-tasks.js';
import type { ProductImportDto } from '../products.dto.js';
import { GetProductImportQuery } from './get-product-import.query.js';

@QueryHandler(GetProductImportQuery)
export class GetProductImportHandler implements IQueryHandler<GetProductImportQuery> {
  constructor(private readonly tasks: ProductImportTasks) {}

  async execute({ companyId, id }: GetProductImportQuery): Promise<ProductImportDto> {
    const task = await this.tasks.find(companyId, id);
    if (!task) throw new NotFound('Importação não encontrada.');
    return task;
  }
}
