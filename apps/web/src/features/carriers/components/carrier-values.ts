import type { CarrierDto } from '@despacho/api-client';
import { formatCnpj, isValidCnpj, onlyDigits } from '@despacho/domain';
import { brazilState } from '../../../shared/brazil-state';
import type { PayloadOf } from '../../../shared/command';

export interface CarrierValues {
  name: string;
  federal_tax_id: string;
  state_tax_id: string;
  phone: string;
  city: string;
  state: string;
  active: boolean;
}

export const NEW_CARRIER: CarrierValues = {
  name: '',
  federal_tax_id: '',
  state_tax_id: '',
  phone: '',
  city: '',
  state: '',
  active: true,
};

const EXEMPT = 'ISENTO';
const isExempt = (value: string) => value.trim().toUpperCase() === EXEMPT;

/** The same rules and texts as the API's RegisterCarrier / UpdateCarrier. */
export const carrierValidation = {
  name: (v: string) =>
    !v.trim() ? 'Digite o nome da transportadora.' : v.trim().length > 150 ? 'Deve ter no máximo 150 caracteres' : null,
  federal_tax_id: (v: string) =>
    onlyDigits(v).length !== 14
      ? 'Digite o CNPJ, apenas números.'
      : isValidCnpj(v)
        ? null
        : 'CNPJ inválido: confira os dígitos.',
  // Optional; dots, dashes and slashes typed with it are dropped on submit.
  state_tax_id: (v: string) => {
    const text = v.trim();
    if (!text || isExempt(text)) return null;
    return /^[\d./\s-]+$/.test(text) && /^\d{2,14}$/.test(onlyDigits(text))
      ? null
      : 'Digite a inscrição estadual, apenas números (ou ISENTO).';
  },
  phone: (v: string) => (onlyDigits(v).length < 10 ? 'Digite um telefone.' : null),
  city: (v: string) => (v.trim() ? null : 'Digite a cidade.'),
  state: (v: string) => (v ? null : 'Selecione o estado.'),
};

export function valuesOf(carrier: CarrierDto): CarrierValues {
  return {
    name: carrier.name,
    federal_tax_id: carrier.federal_tax_id ? formatCnpj(carrier.federal_tax_id) : '',
    state_tax_id: carrier.state_tax_id ?? '',
    phone: carrier.phone ?? '',
    city: carrier.property.address.city ?? '',
    state: carrier.property.address.state ?? '',
    active: carrier.active,
  };
}

/** The command payload: masks stripped, an empty state registration as null. */
export function payloadOf(values: CarrierValues): PayloadOf<'RegisterCarrier'> {
  const stateTaxId = isExempt(values.state_tax_id) ? EXEMPT : onlyDigits(values.state_tax_id);
  return {
    name: values.name.trim(),
    federal_tax_id: onlyDigits(values.federal_tax_id),
    state_tax_id: stateTaxId || null,
    phone: onlyDigits(values.phone),
    city: values.city.trim(),
    state: brazilState(values.state),
  };
}
