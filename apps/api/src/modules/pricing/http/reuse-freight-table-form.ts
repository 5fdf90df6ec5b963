import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import { VALIDATION_OPTIONS, validationFailed } from '../../../platform/http/validation.js';
import { ReuseFreightTablePayload } from '../commands/reuse-freight-table/reuse-freight-table.payload.js';

async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') throw new InvalidInput('Este formulário não recebe arquivos.');
    fields[part.fieldname] = String(part.value ?? '');
  }
  return fields;
}

/**
 * The reuse form, sent as multipart (as the spec's screen does) or as JSON. Only the first
 * problem is reported, client before table, as the screen checks them.
 */
export async function readReuseFreightTableForm(request: FastifyRequest): Promise<ReuseFreightTablePayload> {
  const body = request.isMultipart() ? await multipartFields(request) : request.body;
  const payload = plainToInstance(
    ReuseFreightTablePayload,
    body && typeof body === 'object' && !Array.isArray(body) ? body : {},
  );
  const [first] = await validate(payload, VALIDATION_OPTIONS);
  if (first) throw validationFailed([first]);
  return payload;
}
