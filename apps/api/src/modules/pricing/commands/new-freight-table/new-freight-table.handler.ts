import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import {
  FREIGHT_TABLE_IMPORTED,
  ImportFreightTableCommand,
} from '../import-freight-table/import-freight-table.command.js';
import { ImportFreightTableHandler } from '../import-freight-table/import-freight-table.handler.js';
import { NewFreightTableCommand, type NewFreightTableResult } from './new-freight-table.command.js';

const text = (value: number | boolean | undefined) => (value === undefined ? '' : String(value));

/** The v3 upload as an action: the company's uploaded CSV read, then imported by the upload's own rules. */
@CommandHandler(NewFreightTableCommand)
export class NewFreightTableHandler implements ICommandHandler<NewFreightTableCommand> {
  constructor(
    private readonly uploads: UploadStore,
    private readonly importer: ImportFreightTableHandler,
  ) {}

  async execute({ payload, actor, context }: NewFreightTableCommand): Promise<NewFreightTableResult> {
    const content = (await this.uploads.read(actor.companyId, payload.csv.path)).toString('utf8');
    const upload = {
      fileName: payload.csv.path.split('/').pop() ?? null,
      content,
      carrier: payload.carrier,
      region: payload.region,
      cd: payload.cd ?? '',
      cubage: text(payload.cubage),
      tipo: payload.tipo ?? '',
      applyIcms: text(payload.applyIcms),
      readjustment: text(payload.readjustment),
    };
    const imported = await this.importer.execute(new ImportFreightTableCommand(upload, actor, context));
    return { ...imported, message: FREIGHT_TABLE_IMPORTED };
  }
}
