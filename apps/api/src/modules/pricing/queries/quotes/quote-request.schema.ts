import { PARCEL_LIMITS } from '@despacho/domain';
import { INTEGER_ID_SCHEMA } from '../../../../platform/http/integer-id.js';

const { minDimension, maxDimension, minWeight, maxWeight, maxQuantity, maxCargoValue } = PARCEL_LIMITS;

const measure = { type: 'number', minimum: minDimension, maximum: maxDimension };

/**
 * QuoteRequestDto's rules as a JSON schema, compiled for the quote's hot path (@CompiledPayload).
 * Never looser than the class-validator rules of quote-request.dto.ts: an optional field is only
 * absent here (the class also takes null), so a body this refuses is judged again by the class.
 */
export const QUOTE_REQUEST_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['to', 'parcels'],
  properties: {
    from: { type: 'string', maxLength: 20 },
    to: { type: 'string', pattern: '^\\d{5}-?\\d{3}$' },
    carrier_service: { type: 'string', maxLength: 100 },
    channel_id: INTEGER_ID_SCHEMA,
    company_view: { type: 'boolean' },
    debug: { type: 'boolean' },
    parcels: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['width', 'height', 'length', 'weight'],
        properties: {
          reference: { type: 'string', maxLength: 255 },
          width: measure,
          height: measure,
          length: measure,
          weight: { type: 'number', minimum: minWeight, maximum: maxWeight },
          quantity: { type: 'integer', minimum: 1, maximum: maxQuantity },
          cargo_value: { type: 'number', minimum: 0, maximum: maxCargoValue },
          from_cd_reference: { type: 'string', maxLength: 20 },
        },
      },
    },
  },
} as const;
