import 'reflect-metadata';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { describe, expect, it } from 'vitest';
import { assertSafeInput, readPayload, Untrimmed } from './validation.js';

class Inner {
  @IsString() @IsNotEmpty() @MaxLength(5) code: string;
}

class Outer {
  @IsString() @IsNotEmpty({ message: 'Digite o nome.' }) name: string;
  @Untrimmed() @IsString() secret: string;
  @ValidateNested() @Type(() => Inner) inner: Inner;
}

const refusal = (plain: unknown) =>
  readPayload(Outer, plain).then(
    () => '',
    (error: Error) => error.message,
  );

describe('readPayload', () => {
  it('trims texts, nested ones too, but not an @Untrimmed field', async () => {
    const payload = await readPayload(Outer, { name: '  Ana ', secret: ' s3 ', inner: { code: ' AB ' } });
    expect(payload).toEqual({ name: 'Ana', secret: ' s3 ', inner: { code: 'AB' } });
  });

  it('refuses a required field of blanks', async () => {
    expect(await refusal({ name: ' \t ', secret: 'x', inner: { code: 'A' } })).toBe('Digite o nome.');
  });

  it("answers class-validator's English defaults in pt-BR, naming the field by its path", async () => {
    expect(await refusal({ name: 'Ana', secret: 1, inner: { code: 'ABCDEFG' } })).toBe(
      'O campo secret deve ser um texto. O campo inner.code deve ter no máximo 5 caracteres.',
    );
    expect(await refusal({ name: 'Ana', secret: 'x', inner: 'x' })).toBe('O campo inner deve ser um objeto.');
  });

  it('lists three unknown fields and counts the rest', async () => {
    expect(await refusal({ name: 'Ana', secret: 'x', inner: { code: 'A' }, a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe(
      'Os campos a, b, c e mais 2 não são permitidos.',
    );
  });
});

class Parcel {
  @IsNumber({}, { message: 'Digite o peso' })
  @Min(0.001, { message: 'O peso deve ser maior que zero' })
  @Max(10_000, { message: 'O peso deve ser de no máximo 10.000 kg' })
  weight: number;

  @IsNotEmpty({ message: 'Digite o SKU' })
  @IsString({ message: 'O SKU deve ser um texto' })
  @MaxLength(3, { message: 'O SKU deve ter no máximo 3 caracteres' })
  @Matches(/^[^,]*$/, { message: 'O SKU não pode conter vírgula' })
  reference: string;

  @IsInt({ message: 'A quantidade deve ser um número inteiro' }) @Min(1) quantity: number;
}

class Shipment {
  @IsString({ message: 'Informe a ação.' }) @MaxLength(100) action: string;
  @IsArray() @ArrayMaxSize(1) @ValidateNested({ each: true }) @Type(() => Parcel) parcels: Parcel[];
}

const shipmentRefusal = (plain: unknown) =>
  readPayload(Shipment, plain).then(
    () => '',
    (error: Error) => error.message,
  );
const parcel = { weight: 1, reference: 'ABC', quantity: 1 };

describe('one message per field, the most specific one', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a text as the weight says it is not a number, not also its range', { weight: '1' }, 'Digite o peso'],
    ['a missing weight says so', { weight: undefined }, 'Digite o peso'],
    ['a weight under the minimum gives the minimum only', { weight: 0 }, 'O peso deve ser maior que zero'],
    ['a weight over the maximum gives the maximum only', { weight: 20_000 }, 'O peso deve ser de no máximo 10.000 kg'],
    ['an empty SKU is missing, not of a wrong format', { reference: '' }, 'Digite o SKU'],
    ['a number as the SKU is of the wrong kind, not too long', { reference: 12345 }, 'O SKU deve ser um texto'],
    [
      'a SKU breaking two format rules gets the first written',
      { reference: 'A,B,C' },
      'O SKU deve ter no máximo 3 caracteres',
    ],
    [
      'a fraction as the quantity is not an integer, not also under 1',
      { quantity: 0.5 },
      'A quantidade deve ser um número inteiro',
    ],
  ])('%s', async (_, change, message) => {
    expect(await shipmentRefusal({ action: 'Ship', parcels: [{ ...parcel, ...change }] })).toBe(message);
  });

  it('asks for a missing action instead of measuring its length', async () => {
    expect(await shipmentRefusal({ parcels: [parcel] })).toBe('Informe a ação.');
  });

  it('judges a list by its own rule before its items', async () => {
    expect(await shipmentRefusal({ action: 'Ship', parcels: [{ weight: 'x' }, { weight: 'y' }] })).toBe(
      'O campo parcels deve ter no máximo 1 itens.',
    );
  });

  it('gives each failing field its message, as sentences', async () => {
    expect(await shipmentRefusal({ action: 'Ship', parcels: [{ ...parcel, weight: '1', reference: '' }] })).toBe(
      'Digite o peso. Digite o SKU.',
    );
  });
});

describe('assertSafeInput', () => {
  it('accepts well-formed text, emoji included', () => {
    expect(() => assertSafeInput({ a: ['Olá 😀', { b: 'ç' }] })).not.toThrow();
  });

  it.each([
    ['a NUL', { a: { b: 'x\u0000' } }, 'O campo a.b contém um caractere inválido (NUL ou Unicode incompleto).'],
    [
      'a lone high surrogate',
      { list: ['ok', '\ud800'] },
      'O campo list.1 contém um caractere inválido (NUL ou Unicode incompleto).',
    ],
    ['a lone low surrogate', { a: '\udc00x' }, 'O campo a contém um caractere inválido (NUL ou Unicode incompleto).'],
    [
      'a NUL in a key',
      { 'a\u0000': 1 },
      'O nome de um campo contém um caractere inválido (NUL ou Unicode incompleto).',
    ],
  ])('refuses %s', (_, value, message) => {
    expect(() => assertSafeInput(value)).toThrow(message);
  });

  it('refuses nesting deeper than 32 levels', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 33; i++) deep = [deep];
    expect(() => assertSafeInput(deep)).toThrow('O conteúdo enviado tem mais de 32 níveis de aninhamento.');
  });
});
