import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { OrderChanger } from '../shared/order-changer.js';
import type { OrderCommandResult } from '../shared/order-command-result.js';
import { AddAttachmentCommand } from './add-attachment.command.js';

/** Any user; the file must be one of the company's own uploads, so a path cannot reach another's files. */
@CommandHandler(AddAttachmentCommand)
export class AddAttachmentHandler implements ICommandHandler<AddAttachmentCommand> {
  constructor(
    private readonly orders: OrderChanger,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ payload, actor, context }: AddAttachmentCommand): Promise<OrderCommandResult> {
    await this.uploads.assertExists(actor.companyId, payload.file.path);
    const id = await this.orders.change(actor.companyId, payload.shipment, context, (order) =>
      order.addAttachment(actor.companyId, {
        name: payload.file.name.trim(),
        type: payload.type,
        mime: payload.file.mime,
        path: payload.file.path,
        shipment_reference: payload.shipment.reference.trim(),
        created_at: new Date().toISOString(),
      }),
    );
    return { id, message: 'Arquivo anexado com sucesso' };
  }
}
