import { CteDecisionPayload } from '../shared/cte-decision.payload.js';

/** ApproveCte {cte_id, note?}: the CT-e outside the tolerance is to be paid as charged. */
export class ApproveCtePayload extends CteDecisionPayload {}
