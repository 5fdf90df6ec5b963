// Local ViaCEP and ReceitaWS look-alikes for the browser tests and npm start's demo mode (nothing may reach the internet):
// GET /ws/{cep}/json/ as https://viacep.com.br documents it, GET /v1/cnpj/{cnpj} in ReceitaWS's shape
// (see docs/accounts.md). `node scripts/lib/lookup-stubs.mjs [port]` serves them alone.
import { createServer } from 'node:http';

// Only a CEP no other browser test types: elsewhere the look-up answers from the CEP ranges as offline.
export const DEMO_CEP = '20040002';
const CEPS = {
  [DEMO_CEP]: {
    cep: '20040-002',
    logradouro: 'Rua da Assembleia',
    complemento: 'até 79/80',
    unidade: '',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    estado: 'Rio de Janeiro',
    regiao: 'Sudeste',
    ibge: '3304557',
    gia: '',
    ddd: '21',
    siafi: '6001',
  },
};

/** The company the sign-up walk types in; other well-formed CNPJs are unknown to the Receita. */
export const STUB_CNPJ = '11222333000181';
const CARDS = {
  [STUB_CNPJ]: {
    status: 'OK',
    cnpj: '11.222.333/0001-81',
    tipo: 'MATRIZ',
    nome: 'LOJA EXEMPLO COMERCIO DE MOVEIS LTDA',
    fantasia: 'LOJA EXEMPLO',
    abertura: '01/02/2015',
    logradouro: 'AV PAULISTA',
    numero: '1000',
    complemento: 'ANDAR 5',
    cep: '01.310-100',
    bairro: 'BELA VISTA',
    municipio: 'SAO PAULO',
    uf: 'SP',
    email: 'contato@lojaexemplo.test',
    telefone: '(11) 3333-4444 / (11) 5555-6666',
    situacao: 'ATIVA',
    atividade_principal: [{ code: '47.54-7-01', text: 'Comércio varejista de móveis' }],
    atividades_secundarias: [],
    qsa: [],
    ultima_atualizacao: '2026-11-01T12:00:00.000Z',
    billing: { free: true, database: true },
  },
};

function answer(path) {
  const cep = /^\/ws\/([^/]+)\/json\/?$/.exec(path);
  if (cep) return /^\d{8}$/.test(cep[1]) ? [200, CEPS[cep[1]] ?? { erro: true }] : [400, null];
  const cnpj = /^\/v1\/cnpj\/(\d{14})$/.exec(path);
  if (cnpj) return [200, CARDS[cnpj[1]] ?? { status: 'ERROR', message: 'CNPJ rejeitado pela Receita Federal' }];
  if (path.startsWith('/v1/cnpj/')) return [200, { status: 'ERROR', message: 'CNPJ inválido' }];
  return [404, null];
}

/** Starts both on `port` (0: a free one); answers the base URL and a close function. */
export async function startLookupStubs(port = 0) {
  const server = createServer((request, response) => {
    const [status, body] = answer(request.url ?? '');
    const text = body ? JSON.stringify(body) : '<h1>Not Found</h1>';
    response.writeHead(status, { 'content-type': body ? 'application/json; charset=utf-8' : 'text/html' });
    response.end(text);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The API settings that point both look-ups at the stubs. */
export const lookupStubEnv = (url) => ({
  CEP_LOOKUP: 'online',
  CEP_BASE_URL: url,
  CNPJ_LOOKUP: 'online',
  CNPJ_BASE_URL: url,
  CNPJ_PROVIDER_PER_MINUTE: '0',
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startLookupStubs(Number(process.argv[2] ?? 0));
  console.log(`Stubs de CEP e CNPJ em ${url}`);
}
