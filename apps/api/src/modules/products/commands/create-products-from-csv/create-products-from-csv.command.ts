import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { CreateProductsFromCsvPayload } from './create-products-from-csv.payload.js';

/** Answers the import's id at once: GET products/import/{id} tells how it went. */
export class CreateProductsFromCsvCommand extends ActorCommand<CreateProductsFromCsvPayload, { id: string }> {}
