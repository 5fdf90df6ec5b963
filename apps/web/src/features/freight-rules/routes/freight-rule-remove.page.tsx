import { Alert, Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useFreightRule } from '../api/freight-rules-queries';
import { useFreightRuleCommand } from '../api/use-freight-rule-command';
import { validityOf } from '../components/freight-rules-table';

export function FreightRuleRemovePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const rule = useFreightRule(id);
  const command = useFreightRuleCommand();

  const remove = () =>
    command.mutate(
      { action: 'DeleteFreightRule', payload: { id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Regra de frete excluída com sucesso' });
          void navigate('/settings/freight-rules');
        },
      },
    );

  return (
    <>
      <PageTitle title="Excluir regra de frete" />
      {rule.isError && <ErrorAlert error={rule.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {rule.isPending && <Skeleton h={160} maw={520} />}
      {rule.data && (
        <Card withBorder padding="lg" maw={520}>
          <Text fw={600}>{rule.data.name}</Text>
          <Text c="dimmed">
            {validityOf(rule.data)} · {rule.data.total_rules} {rule.data.total_rules === 1 ? 'destino' : 'destinos'}
          </Text>
          <Alert color="red" variant="light" mt="md">
            Deseja excluir esta regra? Ela deixará de alterar as cotações imediatamente. Esta ação não pode ser
            desfeita.
          </Alert>
          <Group mt="lg">
            <Button color="red" onClick={remove} loading={command.isPending}>
              EXCLUIR DEFINITIVAMENTE
            </Button>
            <Button component={Link} to="/settings/freight-rules" variant="default">
              Cancelar
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
