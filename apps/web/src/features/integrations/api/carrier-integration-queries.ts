import {
  listCarriersOptions,
  listChannelsOptions,
  testCarrierConnection,
  type TestCarrierConnectionPayload,
} from '@despacho/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';

/** Spec: carriers are fetched all at once, at most 100. */
const CARRIERS_LIMIT = 100;

/** The carrier integrations catalogue (type 2), each with the credentials it asks for. */
export function useCarrierChannels() {
  return useQuery(listChannelsOptions({ query: { type: 2 } }));
}

/** The carriers an integration may track for: the company's own and the shared catalogue. */
export function useCompanyCarriers() {
  return useQuery(listCarriersOptions({ query: { limit: CARRIERS_LIMIT } }));
}

/** 'Testar conexão': the carrier's own answer, or its refusal as the error. */
export function useTestCarrierConnection() {
  return useMutation({
    mutationFn: async (body: TestCarrierConnectionPayload) =>
      (await testCarrierConnection({ body, throwOnError: true })).data,
  });
}
