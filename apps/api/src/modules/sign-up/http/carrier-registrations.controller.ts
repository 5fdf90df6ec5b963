import { randomUUID } from 'node:crypto';
import { isValidCnpj } from '@despacho/domain';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Public, Requires } from '../../../platform/auth/decorators.js';
import { PublicActionRegistry } from '../../../platform/commands/public-action-registry.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { Conflict, Expired, InvalidInput, NotFound, TooLarge } from '../../../platform/errors/domain-errors.js';
import { attachment } from '../../../platform/http/attachment.js';
import { readUpload, UploadStore } from '../../../platform/uploads/upload-store.js';
import { ApproveCarrierRegistrationCommand } from '../commands/approve-carrier-registration/approve-carrier-registration.command.js';
import { RefuseCarrierRegistrationCommand } from '../commands/refuse-carrier-registration/refuse-carrier-registration.command.js';
import { RefuseCarrierRegistrationPayload } from '../commands/refuse-carrier-registration/refuse-carrier-registration.payload.js';
import { RegisterCarrierBranchPayload } from '../commands/register-carrier-branch/register-carrier-branch.payload.js';
import { SendCarrierFreightFilesCommand } from '../commands/send-carrier-freight-files/send-carrier-freight-files.command.js';
import { isCarrierRegistrationToken } from '../domain/carrier-registration-token.js';
import {
  CarrierRegistrationCreatedDto,
  CarrierRegistrationListDto,
  CarrierRegistrationListParams,
} from '../queries/carrier-registration.dto.js';
import { ListCarrierRegistrationsQuery } from '../queries/list-carrier-registrations/list-carrier-registrations.query.js';
import { CarrierRegistrationThrottleGuard } from './sign-up-throttle.guards.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/** One send holds at most 10 files of 10 MB and 20 MB in all; a new send replaces the earlier one. */
const MAX_FILES = 10;
const MAX_TOTAL_BYTES = 20 * 1024 * 1024;
/** The key sends files for 24 hours after the registration, and only while it waits for the staff. */
const UPLOAD_WINDOW_MS = 24 * 60 * 60_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MISSING = () => new NotFound('Cadastro de transportadora não encontrado.');
const uuid = new ParseUUIDPipe({ exceptionFactory: MISSING });

/** The freight-files step's form fields (multipart), with the §5 rules. */
function freightFields(fields: Record<string, string>, files: { path: string; name: string }[]) {
  const carrierName = (fields.carrier_name ?? '').trim();
  const federalTaxId = (fields.federal_tax_id ?? '').replace(/\D/g, '');
  const emails = (fields.emails ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const problems = [
    !carrierName && 'Digite o nome da transportadora.',
    (federalTaxId.length !== 14 || !isValidCnpj(federalTaxId)) && 'Digite o CNPJ da filial, apenas números.',
    ...emails.filter((e) => !EMAIL.test(e) || e.length > 255).map((e) => `E-mail inválido: ${e}`),
    fields.all_files_added !== 'true' && 'Confirme que todos os arquivos foram adicionados.',
    files.length === 0 && 'Adicione ao menos um arquivo.',
  ].filter(Boolean);
  if (problems.length > 0) throw new InvalidInput(problems.join(' '));
  return { carrier_name: carrierName.slice(0, 150), federal_tax_id: federalTaxId, emails, files };
}

/** Carrier self-registration (public-account.md §2.8): public sign-up and files, the staff's review. */
@ApiTags('sign-up')
@Controller('carrier-registrations')
export class CarrierRegistrationsController {
  constructor(
    private readonly commands: CommandDispatcher,
    private readonly queryBus: QueryBus,
    private readonly store: UploadStore,
    private readonly db: DataSource,
    private readonly publicActions: PublicActionRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The alias of RegisterCarrier without a session (POST command): same payload, captcha and limit. */
  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'registerCarrierBranch',
    summary: 'Cadastro de transportadora sem login (fica pendente de aprovação; captcha obrigatório)',
  })
  @ApiOkResponse({ type: CarrierRegistrationCreatedDto })
  register(
    @Body() body: RegisterCarrierBranchPayload,
    @Req() request: FastifyRequest,
  ): Promise<CarrierRegistrationCreatedDto> {
    return this.publicActions.run('RegisterCarrier', body, request) as Promise<CarrierRegistrationCreatedDto>;
  }

  /** Files are stored privately under the registration's folder, read back only by super admins. */
  @Public()
  @UseGuards(CarrierRegistrationThrottleGuard)
  @Post(':id/files')
  @HttpCode(200)
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['carrier_name', 'federal_tax_id', 'all_files_added', 'files'],
      properties: {
        carrier_name: { type: 'string' },
        federal_tax_id: { type: 'string' },
        emails: { type: 'string', description: 'E-mails para solicitação de coleta, separados por vírgula' },
        all_files_added: { type: 'string', enum: ['true'] },
        files: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiOperation({
    operationId: 'sendCarrierFreightFiles',
    summary: 'Envia os arquivos de frete de um cadastro de transportadora',
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { message: { type: 'string' } } } })
  async sendFiles(
    @Param('id', uuid) id: string,
    @Query('token') token: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    if (!token || !isCarrierRegistrationToken(this.config.jwtSecret, id, token)) throw MISSING();
    await this.assertOpenForFiles(id);
    if (!request.isMultipart()) throw new InvalidInput('Envie os arquivos como multipart/form-data.');
    const files: { path: string; name: string }[] = [];
    try {
      const fields: Record<string, string> = {};
      let total = 0;
      for await (const part of request.parts({ limits: { files: MAX_FILES } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'files') throw new InvalidInput('Envie os arquivos no campo files.');
          const bytes = await readUpload(part.file);
          total += bytes.length;
          if (total > MAX_TOTAL_BYTES) throw new TooLarge('Os arquivos passam de 20 MB no total.');
          files.push({ path: await this.store.saveBytes(id, part.filename, bytes), name: part.filename.slice(0, 200) });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value.slice(0, 2000);
        }
      }
      await this.commands.dispatch(
        new SendCarrierFreightFilesCommand(id, freightFields(fields, files), request.id ?? randomUUID()),
      );
    } catch (error) {
      await this.store.delete(
        id,
        files.map((file) => file.path),
      ); // a refused send leaves nothing behind
      throw error;
    }
    return { message: 'Arquivos enviados com sucesso.' };
  }

  /** Before any byte is stored: the registration waits for the staff and is less than 24 hours old. */
  private async assertOpenForFiles(id: string): Promise<void> {
    const [registration] = await runSql(
      this.db,
      sql`SELECT status, created_at FROM carrier_registrations WHERE id = ${id}`,
    );
    if (!registration) throw MISSING();
    if (registration.status !== 'pending') throw new Conflict('Este cadastro já foi analisado.');
    if (Date.now() - new Date(registration.created_at).getTime() > UPLOAD_WINDOW_MS)
      throw new Expired('O prazo para enviar os arquivos deste cadastro terminou. Faça um novo cadastro.');
  }

  @Requires({ superAdmin: true })
  @Get()
  @ApiOperation({
    operationId: 'listCarrierRegistrations',
    summary: 'Cadastros de transportadoras por situação (super admin)',
  })
  @ApiOkResponse({ type: CarrierRegistrationListDto })
  list(@Query() params: CarrierRegistrationListParams): Promise<CarrierRegistrationListDto> {
    return this.queryBus.execute(new ListCarrierRegistrationsQuery(params));
  }

  @Requires({ superAdmin: true })
  @Get(':id/file')
  @ApiQuery({ name: 'path', required: true, type: String })
  @ApiOperation({
    operationId: 'downloadCarrierRegistrationFile',
    summary: 'Baixa um arquivo de frete de um cadastro (super admin)',
  })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async file(
    @Param('id', uuid) id: string,
    @Query('path') path: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const key = String(path ?? '');
    const stream = await this.store.open(id, key);
    reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', attachment(key.slice(key.lastIndexOf('/') + 1)));
    return new StreamableFile(stream);
  }

  @Requires({ superAdmin: true })
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'approveCarrierRegistration',
    summary: 'Aprova: a transportadora entra no catálogo compartilhado (super admin)',
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { carrier_id: { type: 'string', format: 'uuid' } } } })
  approve(
    @Param('id', uuid) id: string,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<{ carrier_id: string }> {
    return this.commands.dispatch(
      new ApproveCarrierRegistrationCommand(id, {
        companyId: null,
        userId: actor.userId,
        correlationId: request.id ?? randomUUID(),
      }),
    );
  }

  @Requires({ superAdmin: true })
  @Post(':id/refuse')
  @HttpCode(200)
  @ApiOperation({ operationId: 'refuseCarrierRegistration', summary: 'Recusa o cadastro com um motivo (super admin)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { message: { type: 'string' } } } })
  async refuse(
    @Param('id', uuid) id: string,
    @Body() body: RefuseCarrierRegistrationPayload,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.commands.dispatch(
      new RefuseCarrierRegistrationCommand(id, body.reason, {
        companyId: null,
        userId: actor.userId,
        correlationId: request.id ?? randomUUID(),
      }),
    );
    return { message: 'Cadastro recusado.' };
  }
}
