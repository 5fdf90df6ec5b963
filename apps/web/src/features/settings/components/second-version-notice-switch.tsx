import { getMeQueryKey } from '@despacho/api-client';
import { Card, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api';
import type { Me } from '../../../shared/use-me';
import { command } from '../../../shared/command';

/** The provider's staff choose whether this company sees that a second version is live (§2.15). */
export function SecondVersionNoticeSwitch({ me }: { me: Me }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (shown: boolean) =>
      command({
        action: 'ChangeSecondVersionNotice',
        payload: { company_id: me.company.id, second_version_notice: shown },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: getMeQueryKey() }),
    onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
  });
  return (
    <Card withBorder padding="lg" mt="lg" maw={640}>
      <Switch
        label="Mostrar o aviso da segunda versão"
        checked={me.company.second_version_notice}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed" mt={4}>
        Só a equipe Despacho vê esta opção. Os usuários de {me.company.name} passam a ver que a segunda versão está no
        ar e podem solicitar um convite.
      </Text>
    </Card>
  );
}
