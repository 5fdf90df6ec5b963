import { Alert, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { canAccess, useMe } from '../use-me';

/**
 * Shown by the quote screens when the company has no active freight table (the answer's
 * NO_ACTIVE_FREIGHT_TABLE): says why nothing is quoted and points to the way to get a table, the
 * request of onboarding step 4 on the freight tables page (admins), or to whoever may make it.
 */
export function NoFreightTableNotice() {
  const { data: me } = useMe();
  const mayRequest = me ? canAccess(me, { area: 'settings', admin: true }) : false;
  return (
    <Alert color="yellow" variant="light" title="Sem tabela de frete ativa">
      <Text size="sm" mb={mayRequest ? 'sm' : 0}>
        Sem uma tabela de frete ativa nenhuma transportadora pode ser cotada.{' '}
        {mayRequest
          ? 'Envie a tabela de uma transportadora para a nossa equipe cadastrar, ou peça que busquemos novas transportadoras.'
          : 'Peça a um administrador da sua empresa que solicite uma tabela de frete em Configurações > Tabelas de Frete.'}
      </Text>
      {mayRequest && (
        <Button component={Link} to="/settings/freight-tables" size="xs">
          Solicitar tabela de frete
        </Button>
      )}
    </Alert>
  );
}
