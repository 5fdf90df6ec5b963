import { Injectable, type PipeTransform } from '@nestjs/common';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { type Cep, parseCep } from '../domain/cep.js';

/** A route's CEP: 8 digits, masked or not ('01310-100', '01.310-100'); anything else is a 400. */
@Injectable()
export class ParseCepPipe implements PipeTransform<unknown, Cep> {
  transform(value: unknown): Cep {
    const cep = parseCep(value);
    if (!cep) throw new InvalidInput('CEP inválido. Informe 8 dígitos.');
    return cep;
  }
}
