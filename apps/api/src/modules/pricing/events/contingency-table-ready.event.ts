/** A contingency table was generated and its link e-mailed (notifications react to it). */
export const CONTINGENCY_TABLE_READY = 'contingency-table.ready';

export interface ContingencyTableReady {
  company_id: string;
  task_id: string;
  /** The marketplace layout's label, e.g. 'Mercado Livre'. */
  label: string;
  email: string;
}
