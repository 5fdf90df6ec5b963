import { CteDecisionPayload } from '../shared/cte-decision.payload.js';

/** OpenCteDispute {cte_id, note?} ('Contestar'): the fees charged above the quote are claimed from the carrier. */
export class OpenCteDisputePayload extends CteDecisionPayload {}
