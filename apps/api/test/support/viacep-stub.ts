import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listen, send } from './http-stub.js';

/** A ViaCEP JSON answer, field for field as https://viacep.com.br documents it. */
export interface ViaCepRecord {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
}

/** The example of ViaCEP's documentation, and the CEP the other tests use. */
export const VIACEP_RECORDS: Record<string, ViaCepRecord> = {
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    unidade: '',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: '3550308',
    gia: '1004',
    ddd: '11',
    siafi: '7107',
  },
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    unidade: '',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: '3550308',
    gia: '1004',
    ddd: '11',
    siafi: '7107',
  },
};

/**
 * normal: answers like ViaCEP; error: 500; slow: answers after 5 s (past the API's 2 s limit);
 * reset: drops the connection without answering.
 */
export type ViaCepMode = 'normal' | 'error' | 'slow' | 'reset';

export interface ViaCepStub {
  url: string;
  mode: ViaCepMode;
  /** ViaCEP answered unknown CEPs with {"erro": "true"} before {"erro": true}: both exist in the wild. */
  legacyNotFound: boolean;
  /** Paths requested, in order. */
  requests: string[];
  hits: (zip: string) => number;
  close: () => Promise<void>;
}

const SLOW_MS = 5000;

/**
 * A local ViaCEP on a free port: GET /ws/{8 digits}/json/ answers the record, or 200 {"erro": true}
 * for a well-formed CEP it does not know, or 400 for a malformed one, as the real service does.
 */
export async function startViaCepStub(records: Record<string, ViaCepRecord> = VIACEP_RECORDS): Promise<ViaCepStub> {
  const timers = new Set<NodeJS.Timeout>();
  const stub: ViaCepStub = {
    url: '',
    mode: 'normal',
    legacyNotFound: false,
    requests: [],
    hits: (zip) => stub.requests.filter((path) => path === `/ws/${zip}/json/`).length,
    close: () => closeServer(server, timers),
  };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    stub.requests.push(path);
    if (stub.mode === 'reset') return request.socket.destroy();
    if (stub.mode === 'error') return send(response, 500, 'text/html', '<h1>Internal Server Error</h1>');
    const match = /^\/ws\/([^/]+)\/json\/?$/.exec(path);
    if (request.method !== 'GET' || !match) return send(response, 404, 'text/html', '<h1>Not Found</h1>');
    const zip = match[1];
    const body = !/^\d{8}$/.test(zip)
      ? null
      : JSON.stringify(records[zip] ?? { erro: stub.legacyNotFound ? 'true' : true }, null, 2);
    const reply = () =>
      body === null
        ? send(response, 400, 'text/html', '<h2>Http 400</h2><h3>Verifique a sua URL (Bad Request)</h3>')
        : send(response, 200, 'application/json; charset=utf-8', body);
    if (stub.mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) reply();
      }, SLOW_MS);
      timers.add(timer);
      return;
    }
    reply();
  };

  const server = createServer(answer);
  stub.url = await listen(server);
  return stub;
}
