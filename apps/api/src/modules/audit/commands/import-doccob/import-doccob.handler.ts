import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import type { ImportDoccobResult } from '../../http/freight-bills.dto.js';
import { FreightBills } from '../../queries/freight-bills.js';
import { ImportDoccobCommand } from './import-doccob.command.js';

/** Reads each uploaded DOCCOB and stores its bills; answers the counts and every refused line. */
@CommandHandler(ImportDoccobCommand)
export class ImportDoccobHandler implements ICommandHandler<ImportDoccobCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly uploads: UploadStore,
    private readonly bills: FreightBills,
  ) {}

  async execute({ payload, actor }: ImportDoccobCommand): Promise<ImportDoccobResult> {
    await this.audit.assert(actor.companyId);
    // Only the company's own uploads: a path of another company is not found before anything is read.
    for (const { path } of payload.files) await this.uploads.assertExists(actor.companyId, path);
    const total = { bills: 0, ctes: 0, errors: [] as string[] };
    for (const { path } of payload.files) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const read = await this.bills.import(
        actor.companyId,
        actor.userId,
        name,
        await this.uploads.read(actor.companyId, path),
      );
      total.bills += read.bills;
      total.ctes += read.ctes;
      total.errors.push(...read.errors);
    }
    const message =
      total.bills === 0
        ? 'Nenhuma fatura importada: veja os motivos abaixo.'
        : `${total.bills} ${total.bills === 1 ? 'fatura importada' : 'faturas importadas'} com ${total.ctes} CT-e cobrados.`;
    return { ...total, message };
  }
}
