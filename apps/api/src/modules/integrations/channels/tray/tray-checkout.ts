import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { QuoteResponseDto } from '../../../pricing/index.js';
import { cents, channelNumber, channelZip } from '../../adapters/checkout/checkout-input.js';
import type { CheckoutQuoteRequest } from '../../adapters/checkout/checkout-quotes.js';
import type { ChannelCheckout } from '../channel-plugin.js';

/** The GET parameters of Tray's Gateway de Frete (CHANNELS.md §2). */
export interface TrayGatewayQuery {
  token?: string;
  cep?: string;
  cep_destino?: string;
  prods?: string;
  envio?: string;
  num_ped?: string;
  session_id?: string;
}

/** Items of `prods`: length m; width m; height m; cubage m³; qty; weight kg/unit; product code; unit value. */
const FIELDS_PER_ITEM = 8;
const MAX_ITEMS = 100;

/**
 * Tray's storefront quote → the engine's request. `cep` is the store's origin: it is the `from`,
 * so a company with a CD at that CEP quotes from it (as POST /quotations with the same `from`).
 */
export function trayQuoteRequest(query: TrayGatewayQuery): CheckoutQuoteRequest {
  if (typeof query.prods !== 'string' || !query.prods) throw new InvalidInput('Informe os produtos (prods).');
  const items = query.prods.split('/').filter((item) => item.trim() !== '');
  if (items.length === 0 || items.length > MAX_ITEMS)
    throw new InvalidInput(`Informe de 1 a ${MAX_ITEMS} produtos (prods).`);
  return {
    from: query.cep ? channelZip(query.cep, 'cep') : undefined,
    to: channelZip(query.cep_destino, 'cep_destino'),
    parcels: items.map((item, index) => {
      const fields = item.split(';');
      if (fields.length !== FIELDS_PER_ITEM)
        throw new InvalidInput(
          `O produto ${index + 1} de prods deve ter ${FIELDS_PER_ITEM} campos separados por ";" (comprimento;largura;altura;cubagem;quantidade;peso;código;valor).`,
        );
      const [length, width, height, , quantity, weight, code, value] = fields;
      const n = (text: string, name: string) => channelNumber(text, `prods[${index}].${name}`, true);
      const units = n(quantity, 'quantidade');
      return {
        reference: code.trim() ? code.trim().slice(0, 255) : undefined,
        length: n(length, 'comprimento'),
        width: n(width, 'largura'),
        height: n(height, 'altura'),
        weight: n(weight, 'peso'),
        quantity: units,
        cargo_value: cents(n(value, 'valor') * units),
      };
    }),
  };
}

const comma = (value: number) => value.toFixed(2).replace('.', ',');
/** XML text in ASCII: markup escaped, anything past ASCII as a character reference, so it reads the same in any charset. */
const xml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[^\x20-\x7e]/g, (char) => `&#${char.codePointAt(0)};`);

/** The `<cotacao>` answer with comma decimals, as Tray's sample (no results: an empty `<cotacao/>`); prazo_min/prazo_max = the chosen promise's window in dias úteis. */
export function trayCotacao(response: QuoteResponseDto | null): string {
  const results = (response?.data ?? []).map((quote) =>
    [
      '<resultado>',
      `<codigo>${xml(quote.carrier.canonical_name)}</codigo>`,
      `<transportadora>${xml(quote.carrier.name)}</transportadora>`,
      `<servico>${xml(quote.region)}</servico>`,
      '<transporte>TERRESTRE</transporte>',
      `<valor>${comma(quote.estimated_cost)}</valor>`,
      `<peso>${comma(quote.cubed_weight)}</peso>`,
      `<prazo_min>${quote.delivery_days_min}</prazo_min>`,
      `<prazo_max>${quote.delivery_days}</prazo_max>`,
      '<imagem_frete></imagem_frete>',
      '</resultado>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="windows-1252"?>\n<cotacao>${results.join('')}</cotacao>\n`;
}

/** Tray's Gateway de Frete: a GET with the token the merchant typed, answered in windows-1252 XML. */
export const trayCheckout: ChannelCheckout = {
  method: 'GET',
  secretParam: 'token',
  contentType: 'application/xml; charset=windows-1252',
  request: (query) => trayQuoteRequest(query as TrayGatewayQuery),
  answer: (quotes) => trayCotacao(quotes),
};
