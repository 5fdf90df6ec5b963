import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SituationMap } from '../../events/company-channel-events.js';
import { CompanyChannelChanger } from '../shared/company-channel-changer.js';
import { SaveSituationsCommand } from './save-situations.command.js';

/** Blank entries are dropped: that internal status is then not pushed to the channel. */
@CommandHandler(SaveSituationsCommand)
export class SaveSituationsHandler implements ICommandHandler<SaveSituationsCommand> {
  constructor(private readonly changer: CompanyChannelChanger) {}

  execute({ payload, actor, context }: SaveSituationsCommand): Promise<{ id: string; message: string }> {
    const map: SituationMap = {};
    for (const key of ['3', '4', '5'] as const) {
      const value = payload.situation_map[key]?.trim();
      if (value) map[key] = value;
    }
    return this.changer.change(
      payload.id,
      context,
      (integration) => integration.saveSituations(actor.companyId, map),
      'Integração alterada com sucesso',
    );
  }
}
