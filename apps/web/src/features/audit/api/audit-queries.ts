import {
  auditDashboardOptions,
  auditDashboardQueryKey,
  getAuditSettingsOptions,
  getAuditSettingsQueryKey,
  getCteOptions,
  getCteQueryKey,
  listCtesOptions,
  listCtesQueryKey,
} from '@despacho/api-client';
import { isFeeType, QUERY_FLAG } from '@despacho/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ActionName, command, type PayloadOf } from '../../../shared/command';

/** The §5 audit filters as the screen holds them (empty string: not filtered). */
export interface AuditFilterValues {
  reference: string;
  carrier: string;
  difference: '' | 'up' | 'down' | 'no_diff';
  decision: '' | 'automatic' | 'approved' | 'pending' | 'disputed';
  dispute: '' | 'aberta' | 'aceita' | 'recusada';
  created_at_start: string;
  created_at_end: string;
}

export const NO_FILTERS: AuditFilterValues = {
  reference: '',
  carrier: '',
  difference: '',
  decision: '',
  dispute: '',
  created_at_start: '',
  created_at_end: '',
};

/** Only the filters that are set, as GET ctes and GET reports/audit take them. */
export function filterQuery(filters: AuditFilterValues, unreconciled: boolean) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return { ...set, ...(unreconciled ? { wo: QUERY_FLAG.yes } : {}) };
}

export function useCtes(filters: AuditFilterValues, unreconciled: boolean, page: number, limit: number) {
  return useQuery({
    ...listCtesOptions({ query: { ...filterQuery(filters, unreconciled), page, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useCte(id: string | null, icms: boolean) {
  return useQuery({
    ...getCteOptions({ path: { id: id ?? '' }, query: { icms: icms ? QUERY_FLAG.yes : QUERY_FLAG.no } }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** The four summary cards over the last 30 days (public-account.md §9). */
export function useAuditDashboard() {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return useQuery(auditDashboardOptions({ query: { filters: { since } } }));
}

/** 'Reprocessar': retries the reconciliation of every waiting CT-e, then the lists reload. */
export function useReprocessCtes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const data = await command({ action: 'ReprocessCtes', payload: {} });
      return data as { reconciled: number; message: string };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listCtesQueryKey() }),
  });
}

/** Compares some CT-e components with another quote fee (null: back to the default mapping); the comparison reloads. */
export function useRemapCteFees(cteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The drawer offers the comparison's own fee rows; anything else goes back to the default mapping.
    mutationFn: ({ components, fee }: { components: number[]; fee: string | null }) =>
      command({
        action: 'RemapCteFees',
        payload: { cte_id: cteId, components, fee: fee !== null && isFeeType(fee) ? fee : null },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getCteQueryKey({ path: { id: cteId } }) }),
        queryClient.invalidateQueries({ queryKey: listCtesQueryKey() }),
      ]),
  });
}

type CteDecisionAction = Extract<ActionName, 'ApproveCte' | 'OpenCteDispute' | 'ResolveCteDispute'>;

/** 'Aprovar', 'Contestar' and the carrier's answer: the comparison, the lists and the cards reload. */
export function useCteDecision<A extends CteDecisionAction>(action: A, cteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: PayloadOf<A>) =>
      (await command({ action, payload } as Parameters<typeof command>[0])) as { message: string },
    onSuccess: () =>
      Promise.all(
        [getCteQueryKey({ path: { id: cteId } }), listCtesQueryKey(), auditDashboardQueryKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useAuditSettings() {
  return useQuery(getAuditSettingsOptions());
}

type SettingsAction = Extract<ActionName, 'ChangeAuditTolerance' | 'MapCteComponentName' | 'UnmapCteComponentName'>;

/** The audit settings screen's changes (company admin): the settings reload. */
export function useAuditSettingsChange<A extends SettingsAction>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: PayloadOf<A>) =>
      (await command({ action, payload } as Parameters<typeof command>[0])) as { message: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAuditSettingsQueryKey() }),
  });
}
