import { createServer } from 'node:http';
import { closeServer, listen, send } from './http-stub.js';

/** A CNPJ with valid check digits the stub knows, and one it does not (Receita rejects it). */
export const KNOWN_CNPJ = '11222333000181';
export const UNKNOWN_CNPJ = '11444777000161';

/** A full status OK body in ReceitaWS's formats (masked cnpj and cep, dd/mm/aaaa, telefone 'A / B'). */
export const RECEITAWS_CARD = {
  status: 'OK',
  ultima_atualizacao: '2026-11-01T12:00:00.000Z',
  cnpj: '11.222.333/0001-81',
  tipo: 'MATRIZ',
  porte: 'DEMAIS',
  nome: 'LOJA EXEMPLO COMERCIO DE MOVEIS LTDA',
  fantasia: 'LOJA EXEMPLO',
  abertura: '01/02/2015',
  atividade_principal: [{ code: '47.54-7-01', text: 'Comércio varejista de móveis' }],
  atividades_secundarias: [],
  natureza_juridica: '206-2 - Sociedade Empresária Limitada',
  logradouro: 'AV PAULISTA',
  numero: '1000',
  complemento: 'ANDAR 5',
  cep: '01.310-100',
  bairro: 'BELA VISTA',
  municipio: 'SAO PAULO',
  uf: 'SP',
  email: 'contato@lojaexemplo.test',
  telefone: '(11) 3333-4444 / (11) 5555-6666',
  efr: '',
  situacao: 'ATIVA',
  data_situacao: '01/02/2015',
  motivo_situacao: '',
  situacao_especial: '',
  data_situacao_especial: '',
  capital_social: '100000.00',
  qsa: [{ nome: 'FULANO DE TAL', qual: '49-Sócio-Administrador' }],
  simples: { optante: false, data_opcao: null, data_exclusao: null, ultima_atualizacao: '2026-11-01T12:00:00.000Z' },
  simei: { optante: false, data_opcao: null, data_exclusao: null, ultima_atualizacao: '2026-11-01T12:00:00.000Z' },
  billing: { free: true, database: true },
};

/** normal: as ReceitaWS; timeout: {"status":"ERROR","message":"Timeout"}; limited: 429; down: 500. */
export type ReceitaWsMode = 'normal' | 'timeout' | 'limited' | 'down';

export interface ReceitaWsStub {
  url: string;
  mode: ReceitaWsMode;
  requests: string[];
  close: () => Promise<void>;
}

const CHECK = (digits: string) => /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits);

/**
 * A local ReceitaWS: GET /v1/cnpj/{cnpj} answers the card for KNOWN_CNPJ, {"status":"ERROR",
 * "message":"CNPJ rejeitado pela Receita Federal"} for another well-formed one and "CNPJ inválido"
 * otherwise, all with HTTP 200 (clients read the body's status; the HTTP status of ERROR is undocumented).
 */
export async function startReceitaWsStub(
  cards: Record<string, object> = { [KNOWN_CNPJ]: RECEITAWS_CARD },
): Promise<ReceitaWsStub> {
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    stub.requests.push(path);
    const match = /^\/v1\/cnpj\/([^/?]+)$/.exec(path);
    if (request.method !== 'GET' || !match) return send(response, 404, 'text/html', '<h1>Not Found</h1>');
    if (stub.mode === 'limited') return send(response, 429, 'text/html', 'Too many requests, please try again later.');
    if (stub.mode === 'down') return send(response, 500, 'text/html', '<h1>Internal Server Error</h1>');
    const cnpj = decodeURIComponent(match[1]).replace(/\D/g, '');
    const body =
      stub.mode === 'timeout'
        ? { status: 'ERROR', message: 'Timeout' }
        : !CHECK(cnpj)
          ? { status: 'ERROR', message: 'CNPJ inválido' }
          : (cards[cnpj] ?? { status: 'ERROR', message: 'CNPJ rejeitado pela Receita Federal' });
    send(response, 200, 'application/json; charset=utf-8', JSON.stringify(body));
  });
  const stub: ReceitaWsStub = { url: '', mode: 'normal', requests: [], close: () => closeServer(server) };
  stub.url = await listen(server);
  return stub;
}
