import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';

const AREA_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  onboarding: 'Onboarding',
  orders: 'Pedidos',
  pickups: 'Coletas',
  quotation: 'Cotações',
  audit: 'Auditoria',
  settings: 'Configurações',
};

export function AccountPage() {
  const { data: me } = useMe();
  if (!me) return null;
  const role = me.is_super_admin ? 'Super admin' : me.is_admin ? 'Administrador' : 'Usuário';
  return (
    <>
      <PageTitle title="Minha conta" />
      <Card withBorder padding="lg" maw={560}>
        <Stack gap="sm">
          <Field label="Nome" value={me.name} />
          <Field label="E-mail" value={me.email} />
          <Field label="Empresa" value={me.company.name} />
          <Field label="Perfil" value={role} />
          <div>
            <Text size="sm" c="dimmed">
              Acesso
            </Text>
            <Group gap="xs" mt={4}>
              {me.permissions === null || me.is_admin || me.is_super_admin ? (
                <Badge color="green">Todas as áreas</Badge>
              ) : (
                me.permissions.map((area) => <Badge key={area}>{AREA_LABELS[area] ?? area}</Badge>)
              )}
            </Group>
          </div>
        </Stack>
      </Card>
    </>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}
