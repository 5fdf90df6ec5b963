import 'reflect-metadata';
import { IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
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
