import {
  BRAZIL_STATES,
  isCalendarDate,
  isValidCnpj,
  isValidCorreiosObjectCode,
  isValidCpf,
  looksLikeCorreiosObjectCode,
  PARCEL_LIMITS,
} from '@despacho/domain';
import { INTEGER_ID_SCHEMA } from '../../../../platform/http/integer-id.js';

const { minDimension, maxDimension, minWeight, maxWeight, maxQuantity, maxCargoValue } = PARCEL_LIMITS;

const filled = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const measure = { type: 'number', minimum: minDimension, maximum: maxDimension } as const;

/**
 * NewOrderPayload's rules as a JSON schema, compiled for NewOrder's hot path (@CompiledPayload).
 * Never looser than the class-validator rules of order.payload.ts and new-order.payload.ts, and
 * stricter where that keeps it short: an optional field is only absent here (the class also takes
 * null), a multi-origin order, a volume id, an e-mail and a carrier's nil uuid are left to the class,
 * which judges again whatever this refuses. A schema's lengths count code points: the class's
 * IsFilledText counts UTF-16 units, so the reference's length is checked again by newOrderRefined.
 */
export const NEW_ORDER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'from_cd_reference', 'to_address', 'shipments'],
  properties: {
    reference: filled(100),
    multi_origin: { type: 'boolean', const: false },
    from_cd_reference: { type: 'string', minLength: 1 },
    to_address: {
      type: 'object',
      additionalProperties: false,
      required: [
        'residential',
        'name',
        'federal_tax_id',
        'phone',
        'zip',
        'street1',
        'number',
        'neighborhood',
        'city',
        'state',
      ],
      properties: {
        residential: { type: 'boolean' },
        name: filled(150),
        federal_tax_id: { type: 'string', pattern: '^(\\d{11}|\\d{14})$' },
        phone: { type: 'string', pattern: '^\\d{10,11}$' },
        country: { type: 'string', enum: ['BRA'] },
        zip: { type: 'string', pattern: '^\\d{8}$' },
        street1: filled(255),
        number: filled(20),
        street2: text(255),
        neighborhood: filled(255),
        city: filled(255),
        state: { type: 'string', enum: BRAZIL_STATES },
      },
    },
    shipments: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['quantity', 'width', 'height', 'length', 'weight', 'cargo_value'],
        properties: {
          reference: text(100),
          from_cd_reference: { type: 'string' },
          quantity: { type: 'integer', minimum: 1, maximum: maxQuantity },
          width: measure,
          height: measure,
          length: measure,
          weight: { type: 'number', minimum: minWeight, maximum: maxWeight },
          cargo_value: { type: 'number', exclusiveMinimum: 0, maximum: maxCargoValue },
          tracking_number: text(50),
        },
      },
    },
    invoice_number: text(20),
    invoice_key: { type: 'string', pattern: '^\\d{44}$' },
    carrier_id: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$',
    },
    estimated_cost: { type: 'number', minimum: 0, maximum: 100_000_000 },
    deadline: { type: 'string' },
    property: {
      type: 'object',
      additionalProperties: false,
      properties: {
        channel: text(100),
        channel_id: INTEGER_ID_SCHEMA,
        channel_entity_id: text(100),
        marketplace: text(100),
        marketplace_order_number: text(100),
      },
    },
    tracking_only: { type: 'boolean' },
  },
} as const;

/** What NEW_ORDER_SCHEMA accepted, as far as newOrderRefined reads it. */
interface SchemaAccepted {
  reference: string;
  to_address: { residential: boolean; federal_tax_id: string };
  shipments: { tracking_number?: string }[];
  estimated_cost?: number;
  deadline?: string;
}

/** The class's rules no schema says: the reference in UTF-16 units, check digits, cents, a real day. */
export function newOrderRefined(body: SchemaAccepted): boolean {
  const { residential, federal_tax_id: taxId } = body.to_address;
  return (
    body.reference.length <= 100 &&
    (residential ? taxId.length === 11 && isValidCpf(taxId) : taxId.length === 14 && isValidCnpj(taxId)) &&
    body.shipments.every(
      ({ tracking_number: code }) =>
        code === undefined || !looksLikeCorreiosObjectCode(code) || isValidCorreiosObjectCode(code),
    ) &&
    (body.estimated_cost === undefined || Math.round(body.estimated_cost * 100) / 100 === body.estimated_cost) &&
    (body.deadline === undefined || isCalendarDate(body.deadline))
  );
}
