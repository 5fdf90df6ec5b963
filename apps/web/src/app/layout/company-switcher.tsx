import { issueCompanyToken, listCompaniesOptions } from '@despacho/api-client';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/api';
import { session } from '../../shared/session';
import type { Me } from '../../shared/use-me';

/**
 * Multi-company users and super admins switch company: the server issues a new token for it,
 * and the app restarts on the dashboard with nothing of the previous company cached.
 */
export function CompanySwitcher({ me }: { me: Me }) {
  const [switching, setSwitching] = useState(false);
  const all = useQuery({ ...listCompaniesOptions({ query: { limit: 100 } }), enabled: me.is_super_admin });
  const companies = me.is_super_admin ? (all.data?.data ?? []) : me.companies;
  if (companies.length < 2) return null;

  const switchTo = async (companyId: string | null) => {
    if (!companyId || companyId === me.company.id) return;
    setSwitching(true);
    try {
      const { data } = await issueCompanyToken({ body: { company_id: companyId }, throwOnError: true });
      session.save(data.token, data.company.name);
      window.location.assign('/dashboard');
    } catch (error) {
      setSwitching(false);
      notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
    }
  };

  return (
    <Select
      aria-label="Empresa"
      w={240}
      searchable
      disabled={switching}
      value={me.company.id}
      data={companies.map((company) => ({ value: company.id, label: company.name }))}
      onChange={switchTo}
      allowDeselect={false}
      nothingFoundMessage="Nenhuma empresa encontrada"
    />
  );
}
