import {
  type RegisterCarrierBranchPayload,
  registerCarrierBranch,
  sendCarrierFreightFiles,
} from '@despacho/api-client';
import { onlyDigits } from '@despacho/domain';
import { useMutation } from '@tanstack/react-query';
import type { FreightFilesValues } from '../components/freight-files-form';

export function useRegisterCarrierBranch() {
  return useMutation({
    mutationFn: async (body: RegisterCarrierBranchPayload) =>
      (await registerCarrierBranch({ body, throwOnError: true })).data,
  });
}

/** Multipart: the form's fields, then every file under 'files'. */
export function useSendFreightFiles(registration: { id: string; token: string } | null) {
  return useMutation({
    mutationFn: async (values: FreightFilesValues) => {
      if (!registration) throw new Error('Cadastro não encontrado.');
      const { data } = await sendCarrierFreightFiles({
        path: { id: registration.id },
        query: { token: registration.token },
        body: {
          carrier_name: values.carrier_name.trim(),
          federal_tax_id: onlyDigits(values.federal_tax_id),
          emails: values.emails,
          all_files_added: 'true',
          files: values.files,
        },
        throwOnError: true,
      });
      return data;
    },
  });
}
