import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';
import { type AreaRule, canAccess, useMe } from '../../../shared/use-me';
import { LabelFormatSetting } from '../../../shared/labels/components/label-format-setting';
import { SecondVersionNoticeSwitch } from '../components/second-version-notice-switch';

interface SettingsItem extends AreaRule {
  label: string;
  description: string;
  to: string;
}

const ITEMS: SettingsItem[] = [
  {
    label: 'Centros de Distribuição',
    description: 'Endereços de onde seus pedidos saem e janelas de coleta.',
    to: '/settings/distribution-centers',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Tabelas de Frete',
    description: 'Tabelas de preço das transportadoras: ative, baixe e cadastre.',
    to: '/settings/freight-tables',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Regras de Frete',
    description: 'Acréscimos, descontos, frete grátis e exclusões por destino.',
    to: '/settings/freight-rules',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Tabelas de Contingência',
    description: 'Preços por faixa de CEP e peso para o marketplace usar quando a cotação falhar.',
    to: '/settings/contingency-tables',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Modo de exibição',
    description: 'O que sua loja mostra na cotação de frete.',
    to: '/settings/quotation-views',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Prazo de entrega prometido',
    description: 'Prazo da tabela ou aprendido das entregas, e o que fazer com rotas atrasadas.',
    to: '/settings/delivery-promise',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Página de rastreamento',
    description: 'Logo e cores da página onde seus clientes acompanham os pedidos.',
    to: '/settings/tracking',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Avisos ao destinatário',
    description: 'E-mail e WhatsApp ao seu cliente quando o pedido sai, atrasa, falha ou é entregue.',
    to: '/settings/recipient-notices',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Produtos',
    description: 'SKUs com medidas e volumes, usados na cotação.',
    to: '/settings/products',
    area: 'settings',
  },
  {
    label: 'Transportadoras',
    description: 'Transportadoras e e-mails para solicitação de coleta.',
    to: '/settings/carriers',
    area: 'settings',
  },
  {
    label: 'Integrações',
    description: 'Conecte sua loja: pedidos chegam sozinhos e o rastreio volta ao canal.',
    to: '/settings/integrations',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Usuários',
    description: 'Convide pessoas e defina o que cada uma acessa.',
    to: '/settings/users',
    area: 'settings',
    admin: true,
  },
  {
    label: 'Cadastros de transportadoras',
    description: 'Transportadoras que se cadastraram: arquivos, aprovação ou recusa.',
    to: '/settings/carrier-registrations',
    area: 'settings',
    superAdmin: true,
  },
  {
    label: 'Novos cadastros',
    description: 'Empresas que se cadastraram, com as respostas do cadastro.',
    to: '/settings/sign-ups',
    area: 'settings',
    superAdmin: true,
  },
  {
    label: 'Pedidos de contato das lojas',
    description: 'Lojistas que instalaram o app pela loja Nuvemshop sem conta e pediram contato.',
    to: '/settings/channel-contacts',
    area: 'settings',
    superAdmin: true,
  },
];

export function SettingsHomePage() {
  const { data: me } = useMe();
  const items = me ? ITEMS.filter((item) => canAccess(me, item)) : [];
  return (
    <>
      <PageTitle title="Configurações" />
      {items.length === 0 && <Text c="dimmed">Nenhuma configuração disponível para o seu perfil.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {items.map((item) => (
          <Card key={item.to} component={Link} to={item.to} withBorder padding="lg">
            <Text fw={600}>{item.label}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {item.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {me && canAccess(me, { area: 'settings', admin: true }) && <LabelFormatSetting me={me} />}
      {me?.is_super_admin && <SecondVersionNoticeSwitch me={me} />}
    </>
  );
}
