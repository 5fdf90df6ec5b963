import { LOOKUP_LIMIT } from '@despacho/domain';
import { issueCompanyToken, listCompaniesOptions } from '@despacho/api-client';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api';
import { session } from '../../shared/session';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import type { Me } from '../../shared/use-me';

/**
 * Multi-company users and super admins switch company with the query parameter cc, after confirmation
 * (public-account.md §2.15): picking a company in the menu, or opening any page with ?cc={company_id},
 * asks first; the server then issues a new token and the app restarts where it says (the dashboard, or the
 * onboarding of a company still setting up) with nothing of
 * the previous company cached.
 */
export function CompanySwitcher({ me }: { me: Me }) {
  const [switching, setSwitching] = useState(false);
  const [params, setParams] = useSearchParams();
  const all = useQuery({ ...listCompaniesOptions({ query: { limit: LOOKUP_LIMIT } }), enabled: me.is_super_admin });
  const companies = me.is_super_admin ? (all.data?.data ?? []) : me.companies;
  if (companies.length < 2) return null;

  const requested = params.get('cc');
  const target = requested && requested !== me.company.id ? requested : null;
  const targetName = companies.find((company) => company.id === target)?.name;
  const setTarget = (companyId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (companyId && companyId !== me.company.id) next.set('cc', companyId);
        else next.delete('cc');
        return next;
      },
      { replace: !companyId },
    );

  const switchTo = async (companyId: string) => {
    setSwitching(true);
    try {
      const { data } = await issueCompanyToken({ body: { company_id: companyId }, throwOnError: true });
      session.save(data.token, data.company.name);
      window.location.assign(data.redirect);
    } catch (error) {
      setSwitching(false);
      setTarget(null);
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    }
  };

  return (
    <>
      <Select
        aria-label="Empresa"
        w={240}
        searchable
        disabled={switching}
        value={me.company.id}
        data={companies.map((company) => ({ value: company.id, label: company.name }))}
        onChange={setTarget}
        allowDeselect={false}
        nothingFoundMessage="Nenhuma empresa encontrada"
      />
      <ConfirmDialog
        opened={target !== null}
        title="Trocar de empresa"
        confirmLabel="Trocar de empresa"
        loading={switching}
        onConfirm={() => target && void switchTo(target)}
        onClose={() => setTarget(null)}
      >
        Deseja trocar para a empresa {targetName ? <strong>{targetName}</strong> : 'selecionada'}? As telas passam a
        mostrar os dados dela.
      </ConfirmDialog>
    </>
  );
}
