import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type IssuedOcorenLink, OcorenLinks } from '../../queries/ocoren-links/ocoren-links.js';
import { IssueOcorenLinkCommand } from './issue-ocoren-link.command.js';

@CommandHandler(IssueOcorenLinkCommand)
export class IssueOcorenLinkHandler implements ICommandHandler<IssueOcorenLinkCommand> {
  constructor(private readonly links: OcorenLinks) {}

  async execute({ payload, actor }: IssueOcorenLinkCommand): Promise<IssuedOcorenLink & { message: string }> {
    const link = await this.links.issue(actor.companyId, payload.carrier_id, actor.userId);
    return {
      ...link,
      message: 'Link gerado. Copie-o agora e envie à transportadora: ele não será mostrado de novo.',
    };
  }
}
