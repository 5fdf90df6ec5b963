import type { FreightRuleDto } from '@despacho/api-client';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useFreightRules } from '../api/freight-rules-queries';
import { useFreightRuleCommand } from '../api/use-freight-rule-command';
import { FreightRulesTable } from '../components/freight-rules-table';

export function FreightRulesListPage() {
  const rules = useFreightRules();
  const toggle = useFreightRuleCommand();

  const onToggle = (rule: FreightRuleDto) =>
    toggle.mutate(
      { action: 'ToggleFreightRule', payload: { id: rule.id } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Regra de frete atualizada com sucesso' }),
        onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
      },
    );

  return (
    <>
      <PageTitle
        title="Regras de Frete"
        actions={
          <Button component={Link} to="/settings/freight-rules/new">
            NOVA REGRA
          </Button>
        }
      />
      {rules.isError && <ErrorAlert error={rules.error} />}
      {rules.isPending && (
        <Stack aria-label="Carregando regras de frete">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={32} />
          ))}
        </Stack>
      )}
      {rules.data && rules.data.total === 0 && (
        <Text c="dimmed">
          Nenhuma regra de frete cadastrada ainda. Crie uma para dar frete grátis, acréscimos ou descontos por destino.
        </Text>
      )}
      {rules.data && rules.data.total > 0 && (
        <FreightRulesTable
          rules={rules.data.data}
          isToggling={(id) =>
            toggle.isPending && toggle.variables?.action === 'ToggleFreightRule' && toggle.variables.payload.id === id
          }
          onToggle={onToggle}
        />
      )}
    </>
  );
}
