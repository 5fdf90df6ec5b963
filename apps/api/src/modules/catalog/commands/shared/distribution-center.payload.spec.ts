import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { AddressPayload } from './distribution-center.payload.js';

const address = {
  name: 'Loja Demo Ltda',
  federal_tax_id: '11222333000181',
  phone: '1133334444',
  zip: '01310100',
  street1: 'Av. Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const messages = async (input: object) =>
  (await validate(plainToInstance(AddressPayload, input))).flatMap((error) => Object.values(error.constraints ?? {}));

describe('CD address payload', () => {
  it('accepts a full address', async () => {
    expect(await messages(address)).toEqual([]);
  });

  it('keeps the shared postal checks and adds the CD table of §5 for the state', async () => {
    expect(await messages({ ...address, zip: '0131', phone: '12' })).toEqual(
      expect.arrayContaining(['Digite um CEP válido.', 'Digite um telefone.']),
    );
    expect(await messages({ ...address, state: 'SPX' })).toEqual(
      expect.arrayContaining(['Deve ter 2 caracters', 'Selecione o estado.']),
    );
  });
});
