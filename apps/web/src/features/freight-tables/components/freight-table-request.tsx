import { Card, Text, Title } from '@mantine/core';
import { FreightTableForm } from '../../../shared/onboarding/freight-table-form';

/**
 * The freight tables page of a company without any table: instead of an empty list, the way to get
 * one, the request of onboarding step 4 (a carrier's table for the team to register, or SOLICITAR).
 */
export function FreightTableRequest() {
  return (
    <Card component="section" withBorder maw={640} aria-label="Solicitar tabela de frete">
      <Title order={4}>Nenhuma tabela de frete cadastrada ainda</Title>
      <Text size="sm" c="dimmed" mb="md">
        Sem tabela de frete ativa nenhuma transportadora pode ser cotada. Envie a tabela de uma transportadora para a
        nossa equipe cadastrar, ou peça que busquemos novas transportadoras.
      </Text>
      <FreightTableForm />
    </Card>
  );
}
