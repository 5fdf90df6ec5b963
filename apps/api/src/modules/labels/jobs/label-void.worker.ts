import { DataSource } from 'typeorm';
import { LabelVoider } from '../policies/voiding/label-voider.js';
import { labelVoidJob } from './label-void.job.js';
import { runSql, sql } from '../../../platform/database/sql.js';

export class LabelVoidWorker extends labelVoidJob.worker({
  uses: { voider: LabelVoider, db: DataSource },
  process: async ({ eventId }, { voider }) => {
    await voider.voidFor(eventId);
  },
  gaveUp: async ({ eventId }, error, { db }) => {
    await runSql(
      db,
      sql`UPDATE labels SET error = ${`Não foi possível cancelar a pré-postagem na transportadora: ${error.message}`}, updated_at = now()
        WHERE state = 'voiding' AND order_id = (SELECT substr(stream_id, 7)::uuid FROM events WHERE id = ${eventId})`,
    );
  },
}) {}
