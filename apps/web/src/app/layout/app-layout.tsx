import { Alert, AppShell, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { FullPageLoader } from '../../shared/ui/full-page-loader';
import { useMe } from '../../shared/use-me';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { CompanySwitcher } from './company-switcher';
import { NavLinks } from './nav-links';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const me = useMe();
  if (me.isPending) return <FullPageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header bg="ink.9" c="white">
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label="Abrir menu" />
            <Text component={Link} to="/dashboard" fw={800} size="xl" c="brandYellow.5">
              Despacho
            </Text>
            <Text size="sm" c="gray.4" visibleFrom="sm">
              {me.data.company.name}
            </Text>
          </Group>
          <Group>
            <CompanySwitcher me={me.data} />
            <NotificationBell />
            <Menu position="bottom-end">
              <Menu.Target>
                <UnstyledButton c="white" aria-label="Menu do usuário">
                  {me.data.name}
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to="/account">
                  Minha conta
                </Menu.Item>
                <Menu.Item component={Link} to="/logout" color="red">
                  Sair
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <NavLinks me={me.data} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {me.data.company.second_version_notice && (
          <Alert color="brandYellow" variant="light" mb="md" title="A segunda versão do Despacho está no ar!">
            Solicite o seu convite para conhecer a nova versão.
          </Alert>
        )}
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
