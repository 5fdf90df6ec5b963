import { isBrazilState, onlyDigits } from '@despacho/domain';
import { InvoiceRefused, type InvoiceRecipient } from './parsed-invoice.js';
import { child, text, type XmlNode } from '../../../../platform/fiscal-xml/xml-tree.js';

function documentOf(dest: XmlNode): Pick<InvoiceRecipient, 'type' | 'federal_tax_id'> {
  const cnpj = text(dest, 'CNPJ');
  if (cnpj !== null) {
    if (!/^\d{14}$/.test(cnpj)) throw new InvoiceRefused(`CNPJ do destinatário inválido: ${cnpj}.`);
    return { type: 'cnpj', federal_tax_id: cnpj };
  }
  const cpf = text(dest, 'CPF');
  if (cpf !== null) {
    if (!/^\d{11}$/.test(cpf)) throw new InvoiceRefused(`CPF do destinatário inválido: ${cpf}.`);
    return { type: 'cpf', federal_tax_id: cpf };
  }
  throw new InvoiceRefused('Destinatário sem CPF nem CNPJ (estrangeiro): só entregamos no Brasil.');
}

/** The schema allows several addresses in dest/email ('a@x.com;b@x.com'): the first is kept. */
function firstEmail(value: string | null): string | null {
  return value?.split(/[;,\s]+/).find((email) => email.includes('@')) ?? null;
}

function addressField(address: XmlNode, tag: string, label: string): string {
  const value = text(address, tag);
  if (value === null) throw new InvoiceRefused(`Endereço do destinatário incompleto: falta ${label} (${tag}).`);
  return value;
}

/** Some emitters drop the CEP's leading zero ('1310100' for 01310-100) or keep its mask. */
function zipOf(address: XmlNode): string {
  const zip = text(address, 'CEP');
  if (zip === null) throw new InvoiceRefused('Endereço do destinatário sem CEP: não é possível calcular o frete.');
  const bare = onlyDigits(zip);
  const digits = bare.length === 7 ? `0${bare}` : bare;
  if (!/^\d{8}$/.test(digits) || digits === '00000000')
    throw new InvoiceRefused(`CEP do destinatário inválido: ${zip}.`);
  return digits;
}

/** dest/enderDest: who receives the goods and where; refused when a delivery could not be quoted. */
export function recipientOf(infNFe: XmlNode): InvoiceRecipient {
  const dest = child(infNFe, 'dest');
  if (dest === undefined) throw new InvoiceRefused('NF-e sem destinatário (grupo dest): não há para quem entregar.');
  const document = documentOf(dest);
  const name = text(dest, 'xNome');
  if (name === null) throw new InvoiceRefused('Destinatário sem nome (xNome).');
  const address = child(dest, 'enderDest');
  if (address === undefined) throw new InvoiceRefused('NF-e sem endereço do destinatário (grupo enderDest).');

  const state = text(address, 'UF');
  if (state === 'EX') throw new InvoiceRefused('Destinatário no exterior: só entregamos no Brasil.');
  if (!isBrazilState(state)) throw new InvoiceRefused(`UF do destinatário inválida: ${state ?? 'não informada'}.`);
  const zip = zipOf(address);
  const street1 = addressField(address, 'xLgr', 'o logradouro');
  const number = addressField(address, 'nro', 'o número');
  const neighborhood = addressField(address, 'xBairro', 'o bairro');
  const city = addressField(address, 'xMun', 'a cidade');

  return {
    ...document,
    name,
    phone: onlyDigits(text(address, 'fone') ?? '') || null,
    email: firstEmail(text(dest, 'email')),
    address: { zip, street1, number, street2: text(address, 'xCpl'), neighborhood, city, state, country: 'BRA' },
  };
}
