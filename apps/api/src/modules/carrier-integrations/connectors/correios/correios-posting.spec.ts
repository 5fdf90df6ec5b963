import { describe, expect, it } from 'vitest';
import { postingRequest } from '../spec-helpers/posting-request.spec-helper.js';
import { prePostingBody } from './correios-posting.js';

describe('the Correios pre-posting body (CARRIERS.md §1.3)', () => {
  it('grams, whole centimetres, phones split by kind, the key in destinatario.obs, a declaration without NF-e', () => {
    const request = postingRequest('ship-1:2', {
      package: { ...postingRequest('x').package, weight_kg: 0.3004, height_cm: 2.1, width_cm: 0.2 },
    });
    expect(prePostingBody(request, '03220', '0067599079')).toMatchObject({
      codigoServico: '03220',
      numeroCartaoPostagem: '0067599079',
      pesoInformado: '300',
      alturaInformada: '3',
      larguraInformada: '1',
      comprimentoInformado: '20',
      codigoFormatoObjetoInformado: '2',
      remetente: { cpfCnpj: '34028316000103', dddTelefone: '11', telefone: '33334444', endereco: { cep: '01310100' } },
      destinatario: {
        obs: 'ship-1:2',
        dddCelular: '41',
        celular: '998765432',
        endereco: { cep: '80010000', numero: '200', complemento: '', uf: 'PR' },
      },
      itensDeclaracaoConteudo: [{ conteudo: 'Camisetas de algodão', quantidade: '1', valor: '150.00' }],
    });
  });

  it('an NF-e key replaces the declaration; no key and no content sends neither (the Correios answer PPN-347)', () => {
    const key = '41261100000000000191550010000012341000012345';
    const withKey = prePostingBody(
      postingRequest('k:1', { invoice: { number: '1234', series: '1', key, value: 10 } }),
      '03298',
      '1',
    );
    expect(withKey).toMatchObject({ chaveNFe: key, numeroNotaFiscal: '1234' });
    expect(withKey).not.toHaveProperty('itensDeclaracaoConteudo');
    const bare = postingRequest('k:2');
    const neither = prePostingBody({ ...bare, package: { ...bare.package, content: ' ' } }, '03298', '1');
    expect(neither).not.toHaveProperty('chaveNFe');
    expect(neither).not.toHaveProperty('itensDeclaracaoConteudo');
  });
});
