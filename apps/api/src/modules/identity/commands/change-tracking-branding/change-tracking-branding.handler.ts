import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { Company } from '../../domain/company.aggregate.js';
import { logoContentType } from '../../domain/logo-image.js';
import { ChangeTrackingBrandingCommand } from './change-tracking-branding.command.js';

/** Sets the caller's company's tracking-page colours and logo (absent: kept, null: removed); the logo stays in the company's uploads. */
@CommandHandler(ChangeTrackingBrandingCommand)
export class ChangeTrackingBrandingHandler implements ICommandHandler<ChangeTrackingBrandingCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly uploads: UploadStore,
  ) {}

  async execute({ payload, actor, context }: ChangeTrackingBrandingCommand): Promise<{ id: string }> {
    const { aggregate: company } = await this.repository.load(new Company(actor.companyId));
    const logo =
      payload.logo === undefined
        ? company.trackingLogo
        : payload.logo && {
            path: payload.logo.path,
            content_type: logoContentType(await this.uploads.read(actor.companyId, payload.logo.path)),
          };
    company.changeTrackingBranding({
      logo,
      primary_color: payload.primary_color.toUpperCase(),
      secondary_color: payload.secondary_color.toUpperCase(),
    });
    await this.repository.save(company, context);
    return { id: company.id };
  }
}
