import { Controller, Get, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { attachment } from '../../../platform/http/attachment.js';
import { companyProfile, type LabelFormat } from '../../identity/index.js';
import { orderNotFound, orderSummaries } from '../../orders/index.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { LabelFiles } from '../adapters/files/label-files.js';
import { LabelRows } from '../jobs/packages/label-rows.js';
import { LabelRuns } from '../queries/runs/label-runs.js';
import { LabelFileQuery, LabelRunDto, OrderLabelsDto } from './labels.dto.js';

const orderId = new ParseUUIDPipe({ exceptionFactory: orderNotFound });
const runNotFound = () => new NotFound('Geração de etiquetas não encontrada.');
const runId = new ParseUUIDPipe({ exceptionFactory: runNotFound });

/** An order's labels and the runs' progress and files: the company's own only (another's is a 404). */
@ApiTags('labels')
@Controller()
@Requires({ area: 'orders' })
export class LabelsController {
  constructor(
    private readonly db: DataSource,
    private readonly rows: LabelRows,
    private readonly runs: LabelRuns,
    private readonly files: LabelFiles,
  ) {}

  @Get('orders/:id/labels')
  @ApiOperation({ operationId: 'orderLabels', summary: 'Etiquetas do pedido: cada pacote, seu código e estado' })
  @ApiOkResponse({ type: OrderLabelsDto })
  async labels(@Param('id', orderId) id: string, @CurrentActor() actor: Actor): Promise<OrderLabelsDto> {
    const format = await this.orderFormat(actor.companyId, id);
    const rows = await this.rows.all(actor.companyId, id);
    return {
      label_format: format,
      packages: rows.map((row) => ({
        id: row.id,
        shipment_id: row.shipment_id,
        package_no: row.package_no,
        package_of: row.package_of,
        carrier_name: row.carrier_name,
        carrier_posting: row.company_channel_id !== null,
        state: row.state,
        tracking_number: row.tracking_number,
        error: row.error,
        updated_at: new Date(row.updated_at).toISOString(),
      })),
    };
  }

  @Get('orders/:id/labels/file')
  @ApiProduces('application/pdf', 'text/plain')
  @ApiOperation({ operationId: 'orderLabelsFile', summary: 'As etiquetas prontas do pedido, no formato pedido' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async orderFile(
    @Param('id', orderId) id: string,
    @Query() query: LabelFileQuery,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const format = query.format ?? (await this.orderFormat(actor.companyId, id));
    const ready = (await this.rows.live(actor.companyId, id)).filter((row) => row.state === 'ready');
    if (ready.length === 0) throw new NotFound('Este pedido ainda não tem etiqueta.');
    const [{ reference }] = await orderSummaries(this.db, actor.companyId, [id]);
    const file = await this.files.compose(
      ready.map((row) => ({ ...row, pdf_key: row.pdf_key!, zpl_key: row.zpl_key! })),
      format,
    );
    reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachment(`etiquetas-${reference}-${format}.${file.extension}`));
    return new StreamableFile(file.content);
  }

  @Get('label-runs/:id')
  @ApiOperation({ operationId: 'labelRun', summary: 'Andamento de uma geração de etiquetas e os pedidos recusados' })
  @ApiOkResponse({ type: LabelRunDto })
  async run(@Param('id', runId) id: string, @CurrentActor() actor: Actor): Promise<LabelRunDto> {
    const run = await this.runs.of(actor.companyId, id);
    if (!run) throw runNotFound();
    return {
      id: run.id,
      state: run.state,
      format: run.format,
      total: run.total,
      done: run.done,
      failed: run.failed,
      // Orders are labelled several at once: their failures are listed in the run's order.
      failures: [...run.failures].sort(
        (a, b) => run.order_ids.indexOf(a.order_id ?? '') - run.order_ids.indexOf(b.order_id ?? ''),
      ),
      order_ids: run.order_ids,
      has_file: run.file_key !== null,
    };
  }

  @Get('label-runs/:id/file')
  @ApiProduces('application/pdf', 'text/plain')
  @ApiOperation({ operationId: 'labelRunFile', summary: 'Todas as etiquetas da geração num arquivo' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async runFile(
    @Param('id', runId) id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const run = await this.runs.of(actor.companyId, id);
    if (!run?.file_key) throw new NotFound('O arquivo das etiquetas ainda não está pronto.');
    const extension = run.format === 'zpl' ? 'zpl' : 'pdf';
    reply
      .header('Content-Type', extension === 'zpl' ? 'text/plain; charset=utf-8' : 'application/pdf')
      .header('Content-Disposition', attachment(`etiquetas-${run.format}-${run.id.slice(0, 8)}.${extension}`));
    return new StreamableFile(await this.files.read(run.file_key));
  }

  /** The company's default format, once the order is known to be the company's. */
  private async orderFormat(companyId: string, id: string): Promise<LabelFormat> {
    const [order] = await orderSummaries(this.db, companyId, [id]);
    const company = order && (await companyProfile(this.db, companyId));
    if (!company) throw orderNotFound();
    return company.label_format as LabelFormat;
  }
}
