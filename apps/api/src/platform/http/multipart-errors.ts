import { InvalidInput } from '../errors/domain-errors.js';

/**
 * busboy's errors for a multipart body that ends before its closing boundary (it gives them no code),
 * and @fastify/multipart's for a request closed mid-body: the client's fault, never a 500.
 */
const CUT_FORM =
  /^(Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data)$/;
const NO_BOUNDARY = 'Multipart: Boundary not found';

/** The pt-BR 400 a multipart parser's error stands for, or null when it is not one. */
export function multipartRefusal(error: unknown): InvalidInput | null {
  if (!(error instanceof Error)) return null;
  if (CUT_FORM.test(error.message) || (error as { code?: unknown }).code === 'FST_MP_PREMATURE_CLOSE')
    return new InvalidInput('O envio do formulário terminou antes do fim. Envie o arquivo de novo.');
  if (error.message === NO_BOUNDARY)
    return new InvalidInput('Envie o formulário como multipart/form-data, com o seu boundary.');
  return null;
}
