import type { CnpjCardDto, RegisterCompanyPayload } from '@despacho/api-client';
import { isValidCnpj, onlyDigits } from '@despacho/domain';
import type { PartyAddressValues } from '../../../shared/address-values';

export const STEP_LABELS = [
  'Empresa',
  'Usuários',
  'Centro de distribuição',
  'Estimativas',
  'Canais de venda',
  'Termos',
] as const;

/** public-account.md §5: the lists' own values; 'outro' opens a free-text field. */
export const ERP_CHOICES = [
  { value: 'tiny', label: 'Tiny' },
  { value: 'bling', label: 'Bling' },
  { value: 'omie', label: 'Omie' },
  { value: 'outro', label: 'Outro' },
  { value: 'Não tenho ERP', label: 'Não tenho ERP' },
];
export const ECOMMERCE_CHOICES = [
  { value: 'tray', label: 'Tray' },
  { value: 'woo', label: 'WooCommerce' },
  { value: 'tray-corp', label: 'Tray Corp' },
  { value: 'fbitsws', label: 'Fbits' },
  { value: 'simplo7', label: 'Simplo7' },
  { value: 'nuvemshop', label: 'Nuvemshop' },
  { value: 'outro', label: 'Outro' },
  { value: 'nenhum', label: 'Nenhum' },
];
export const MARKETPLACE_CHOICES = [
  { value: 'madeiramadeira', label: 'MadeiraMadeira' },
  { value: 'b2w', label: 'B2W (Americanas)' },
  { value: 'magalu', label: 'Magalu' },
  { value: 'viavarejo', label: 'Via Varejo' },
  { value: 'leroy', label: 'Leroy Merlin' },
  { value: 'mercadolivre', label: 'Mercado Livre' },
];

export interface RegisterValues {
  company: { federal_tax_id: string; name: string; state_tax_id: string };
  address: PartyAddressValues;
  ships_from_here: boolean;
  users: { name: string; email: string; role: 'admin' | 'financeiro' }[];
  expenses: { monthly_expense_with_shipping: number | string; monthly_shipping: string };
  erp: string;
  erp_other: string;
  ecommerce: string;
  ecommerce_other: string;
  marketplaces: string[];
  marketplace_others: string;
  integrator: string;
  terms: boolean;
}

export const NEW_SIGN_UP: RegisterValues = {
  company: { federal_tax_id: '', name: '', state_tax_id: '' },
  address: {
    name: '',
    federal_tax_id: '',
    phone: '',
    zip: '',
    street1: '',
    number: '',
    street2: '',
    neighborhood: '',
    city: '',
    state: '',
  },
  ships_from_here: false,
  users: [
    { name: '', email: '', role: 'admin' },
    { name: '', email: '', role: 'financeiro' },
  ],
  expenses: { monthly_expense_with_shipping: '', monthly_shipping: '' },
  erp: '',
  erp_other: '',
  ecommerce: '',
  ecommerce_other: '',
  marketplaces: [],
  marketplace_others: '',
  integrator: '',
  terms: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (message: string) => (value: string) => (value.trim() ? null : message);

/** The §5 messages, field by field. */
export const VALIDATE = {
  company: {
    federal_tax_id: (v: string) =>
      onlyDigits(v).length !== 14
        ? 'Digite o CNPJ'
        : isValidCnpj(onlyDigits(v))
          ? null
          : 'CNPJ inválido: confira os dígitos.',
    name: required('Digite o nome da empresa'),
    state_tax_id: required('Digite a inscrição estadual.'),
  },
  address: {
    name: (v: string) =>
      !v.trim() ? 'Digite o nome ou razão social' : v.length > 150 ? 'Deve ter no máximo 150 caracteres' : null,
    federal_tax_id: (v: string) =>
      [11, 14].includes(onlyDigits(v).length) ? null : 'Digite o CNPJ ou CPF, apenas números.',
    phone: (v: string) => (onlyDigits(v) && onlyDigits(v).length < 10 ? 'Digite um telefone.' : null),
    zip: (v: string) => (onlyDigits(v).length !== 8 ? 'Digite um CEP válido.' : null),
    street1: required('Digite o endereço.'),
    number: required('Digite o número.'),
    neighborhood: required('Digite o bairro.'),
    city: required('Digite a cidade.'),
    state: (v: string) => (v ? null : 'Selecione o estado.'),
  },
  ships_from_here: (v: boolean) => (v ? null : 'Confirme que os produtos saem deste endereço.'),
  users: { email: (v: string) => (EMAIL.test(v.trim()) && v.length <= 255 ? null : 'Digite um e-mail válido') },
  expenses: {
    monthly_expense_with_shipping: (v: number | string) => (v === '' ? 'Informe o gasto mensal com frete.' : null),
    monthly_shipping: required('Informe a quantidade de envios por mês.'),
  },
};

/** §4 step gates: the fields each AVANÇAR checks (step 5 has none; step 6 is the terms). */
export function gatedFields(step: number, values: RegisterValues): string[] {
  switch (step) {
    case 0:
      return ['company.federal_tax_id', 'address.name', 'company.name', 'company.state_tax_id'];
    case 1:
      return values.users.map((_, i) => `users.${i}.email`);
    case 2:
      return [
        'address.zip',
        'address.street1',
        'address.number',
        'address.neighborhood',
        'address.city',
        'address.state',
        'ships_from_here',
      ];
    case 3:
      return ['expenses.monthly_expense_with_shipping', 'expenses.monthly_shipping'];
    default:
      return [];
  }
}

/** What a CNPJ look-up fills: the company and its address (the CEP look-up then keeps these number and complement). */
export function fromCnpjCard(card: CnpjCardDto, values: RegisterValues): Pick<RegisterValues, 'company' | 'address'> {
  return {
    company: { ...values.company, name: card.fantasia || card.nome || values.company.name },
    address: {
      ...values.address,
      name: card.nome || values.address.name,
      federal_tax_id: onlyDigits(values.company.federal_tax_id),
      phone: card.telefone || values.address.phone,
      zip: card.cep || values.address.zip,
      street1: card.logradouro || values.address.street1,
      number: card.numero || values.address.number,
      street2: card.complemento || values.address.street2,
      neighborhood: card.bairro || values.address.neighborhood,
      city: card.municipio || values.address.city,
      state: card.uf || values.address.state,
    },
  };
}

const chosen = (choice: string, other: string) => (choice === 'outro' ? other.trim() : choice) || null;

export function payloadOf(values: RegisterValues, recaptcha: string): RegisterCompanyPayload {
  const a = values.address;
  const others = values.marketplace_others
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  return {
    recaptcha,
    terms_accepted: values.terms,
    users: values.users.map((u) => ({ name: u.name.trim() || undefined, email: u.email.trim(), role: u.role })),
    company: {
      name: values.company.name.trim(),
      state_tax_id: values.company.state_tax_id.trim(),
      federal_tax_id: onlyDigits(values.company.federal_tax_id),
    },
    integrations: {
      erp: chosen(values.erp, values.erp_other),
      ecommerce: chosen(values.ecommerce, values.ecommerce_other),
      marketplace: [...values.marketplaces, ...others],
      integrator: values.integrator.trim() || null,
    },
    expenses: {
      monthly_expense_with_shipping: Number(values.expenses.monthly_expense_with_shipping),
      monthly_shipping: values.expenses.monthly_shipping.trim(),
    },
    cd: {
      address: {
        name: a.name.trim(),
        federal_tax_id: onlyDigits(a.federal_tax_id),
        phone: onlyDigits(a.phone),
        zip: onlyDigits(a.zip),
        street1: a.street1.trim(),
        number: a.number.trim(),
        street2: a.street2.trim() || null,
        neighborhood: a.neighborhood.trim(),
        city: a.city.trim(),
        state: a.state as RegisterCompanyPayload['cd']['address']['state'],
      },
    },
  };
}
