import { ActorCommand } from '../../../../platform/commands/actor-command.js';
import type { Modal } from '../../events/pricing-events.js';

/** The multipart form of POST admin/import-freight-table/v3, already read. */
export interface FreightTableUpload {
  fileName: string | null;
  content: string | null;
  carrier: string;
  region: string;
  cd: string;
  cubage: string;
  tipo: string;
  applyIcms: string;
  readjustment: string;
}

export interface ImportedTable {
  id: string;
  routes: number;
}

/** Carrier id, modal, origin region, optional CD, cubage, ICMS flag, readjustment and the CSV. */
export class ImportFreightTableCommand extends ActorCommand<FreightTableUpload, ImportedTable> {}

export const MODALS: Modal[] = ['rodo', 'aereo'];

/** The answer's message, by the v3 upload and NewFreightTable alike. */
export const FREIGHT_TABLE_IMPORTED = 'Tabela de frete cadastrada. Ative-a na lista de tabelas de frete.';
