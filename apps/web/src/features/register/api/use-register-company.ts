import { type RegisterCompanyPayload, registerCompany } from '@despacho/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST register: the answer's message on success, the server's {message} as the error. */
export function useRegisterCompany() {
  return useMutation({
    mutationFn: async (body: RegisterCompanyPayload) => (await registerCompany({ body, throwOnError: true })).data,
  });
}
