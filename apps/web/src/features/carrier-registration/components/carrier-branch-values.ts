import type { RegisterCarrierBranchPayload } from '@despacho/api-client';
import { CARRIER_SLUG, DEFAULT_CARRIER_CUBAGE, isValidCnpj, onlyDigits } from '@despacho/domain';
import type { StreetAddressValues } from '../../../shared/address-values';

export interface CarrierBranchValues {
  name: string;
  canonical_name: string;
  state_tax_id: string;
  federal_tax_id: string;
  phone: string;
  cubage: number | string;
  tms: string;
  address: StreetAddressValues;
}

export const NEW_CARRIER_BRANCH: CarrierBranchValues = {
  name: '',
  canonical_name: '',
  state_tax_id: '',
  federal_tax_id: '',
  phone: '',
  cubage: DEFAULT_CARRIER_CUBAGE,
  tms: '',
  address: { zip: '', street1: '', number: '', street2: '', neighborhood: '', city: '', state: '' },
};

const required = (message: string) => (value: string) => (value.trim() ? null : message);

/** public-account.md §5 Carrier registration, the same texts as the API. */
export const CARRIER_BRANCH_VALIDATION = {
  name: required('Digite o nome da transportadora.'),
  canonical_name: (v: string) =>
    !v.trim()
      ? 'Digite o código da transportadora.'
      : CARRIER_SLUG.test(v)
        ? null
        : 'Use letras minúsculas, números e hífens, sem espaços.',
  state_tax_id: (v: string) => (/^(ISENTO|\d{2,14})$/i.test(v.trim()) ? null : 'Digite a inscrição estadual.'),
  federal_tax_id: (v: string) =>
    onlyDigits(v).length !== 14
      ? 'Digite o CNPJ, apenas números.'
      : isValidCnpj(onlyDigits(v))
        ? null
        : 'CNPJ inválido: confira os dígitos.',
  phone: (v: string) => (onlyDigits(v).length < 10 ? 'Digite um telefone.' : null),
  cubage: (v: number | string) => (v === '' || Number(v) < 1 ? 'Informe a cubagem (número).' : null),
  tms: (v: string) => (v ? null : 'Selecione o TMS.'),
  address: {
    zip: (v: string) => (onlyDigits(v).length !== 8 ? 'Digite um CEP válido.' : null),
    street1: required('Digite o endereço.'),
    number: required('Digite o número.'),
    neighborhood: required('Digite o bairro.'),
    city: required('Digite a cidade.'),
    state: (v: string) => (v ? null : 'Selecione o estado.'),
  },
};

export function carrierBranchPayload(values: CarrierBranchValues, recaptcha: string): RegisterCarrierBranchPayload {
  const a = values.address;
  return {
    recaptcha,
    name: values.name.trim(),
    canonical_name: values.canonical_name.trim(),
    state_tax_id: values.state_tax_id.trim().toUpperCase(),
    federal_tax_id: onlyDigits(values.federal_tax_id),
    phone: onlyDigits(values.phone),
    cubage: Number(values.cubage),
    property: {
      tms: values.tms as RegisterCarrierBranchPayload['property']['tms'],
      address: {
        zip: onlyDigits(a.zip),
        street1: a.street1.trim(),
        number: a.number.trim(),
        street2: a.street2.trim() || null,
        neighborhood: a.neighborhood.trim(),
        city: a.city.trim(),
        state: a.state as RegisterCarrierBranchPayload['property']['address']['state'],
      },
    },
  };
}
