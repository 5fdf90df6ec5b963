import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OcorenLinks } from '../../queries/ocoren-links/ocoren-links.js';
import { RevokeOcorenLinkCommand } from './revoke-ocoren-link.command.js';

@CommandHandler(RevokeOcorenLinkCommand)
export class RevokeOcorenLinkHandler implements ICommandHandler<RevokeOcorenLinkCommand> {
  constructor(private readonly links: OcorenLinks) {}

  async execute({ payload, actor }: RevokeOcorenLinkCommand): Promise<{ message: string }> {
    await this.links.revoke(actor.companyId, payload.id);
    return { message: 'Link revogado: a transportadora não consegue mais enviar arquivos por ele.' };
  }
}
