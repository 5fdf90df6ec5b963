import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProductImportDto } from '../queries/products.dto.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** Rows refused beyond this many are counted, not listed: the screen polls this record. */
export const LISTED_ERRORS = 500;

export interface ImportRowError {
  row: number;
  message: string;
}

export interface ImportProgress {
  total: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  /** The first LISTED_ERRORS refused rows. */
  errors: ImportRowError[];
}

export interface StartedImport {
  company_id: string;
  user_id: string | null;
  path: string;
}

/** The status record of each product CSV import (product_imports), written by its command and its job. */
@Injectable()
export class ProductImportTasks {
  constructor(private readonly db: DataSource) {}

  async create(id: string, companyId: string, userId: string, path: string): Promise<void> {
    await runSql(
      this.db,
      sql`INSERT INTO product_imports (id, company_id, user_id, path) VALUES (${id}, ${companyId}, ${userId}, ${path})`,
    );
  }

  /** Marks the import running (again, on a retry) and answers what to import; null when it is gone. */
  async start(id: string): Promise<StartedImport | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affected].
    const [[task]] = await runSql(
      this.db,
      sql`UPDATE product_imports SET status = 'running', started_at = now(), processed = 0 WHERE id = ${id} AND status IN ('pending', 'running')
       RETURNING company_id, user_id, path`,
    );
    return task ?? null;
  }

  /** What a later slice of a running import reads; null when the import is no longer running. */
  async resume(id: string): Promise<StartedImport | null> {
    const [task] = await runSql(
      this.db,
      sql`SELECT company_id, user_id, path FROM product_imports WHERE id = ${id} AND status = 'running'`,
    );
    return task ?? null;
  }

  async progress(id: string, progress: ImportProgress): Promise<void> {
    await this.save(id, 'running', progress);
  }

  async finish(id: string, progress: ImportProgress): Promise<void> {
    await this.save(id, 'done', progress);
  }

  async fail(id: string, message: string): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE product_imports SET status = 'failed', message = ${message}, finished_at = now() WHERE id = ${id}`,
    );
  }

  async find(companyId: string, id: string): Promise<ProductImportDto | undefined> {
    const [task] = await runSql(
      this.db,
      sql`SELECT id, status, total_rows AS total, processed, created, updated, failed, errors, message, created_at, finished_at
         FROM product_imports WHERE id = ${id} AND company_id = ${companyId}`,
    );
    return task;
  }

  private async save(id: string, status: 'running' | 'done', p: ImportProgress): Promise<void> {
    await runSql(
      this.db,
      sql`UPDATE product_imports SET status = ${status}, total_rows = ${p.total}, processed = ${p.processed}, created = ${p.created}, updated = ${p.updated}, failed = ${p.failed}, errors = ${JSON.stringify(p.errors)},
              finished_at = CASE WHEN ${status} = 'done' THEN now() END
        WHERE id = ${id}`,
    );
  }
}
