import { Controller, Get, Param, ParseUUIDPipe, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { attachment } from '../../../platform/http/attachment.js';
import { orderNotFound } from '../domain/order.errors.js';
import { InvoicePdfQuery } from '../queries/invoice-pdf/invoice-pdf.query.js';
import { InvoiceValidationDto } from '../queries/validate-invoice/invoice-validation.dto.js';
import { ValidateInvoiceQuery } from '../queries/validate-invoice/validate-invoice.query.js';

/** invoices/{id}: the invoice of the order with that id. */
@ApiTags('orders')
@Controller('invoices')
@Requires({ area: 'orders' })
export class InvoicesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id/validate')
  @ApiOperation({
    operationId: 'validateInvoice',
    summary: 'Confere a nota do pedido (chave, número, destinatário, CEP)',
  })
  @ApiOkResponse({ type: InvoiceValidationDto })
  validate(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: orderNotFound })) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<InvoiceValidationDto> {
    return this.queryBus.execute(new ValidateInvoiceQuery(actor.companyId, id));
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ operationId: 'invoicePdf', summary: 'DANFE simplificado da nota enviada para o pedido' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async pdf(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: orderNotFound })) id: string,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { fileName, pdf } = await this.queryBus.execute(new InvoicePdfQuery(actor.companyId, id));
    reply.header('Content-Type', 'application/pdf').header('Content-Disposition', attachment(fileName));
    return new StreamableFile(pdf);
  }
}
