import { Card, SimpleGrid, Switch, Text } from '@mantine/core';
import type { QuotationView } from '../api/use-change-quotation-view';

const MODES: { view: QuotationView; title: string; description: string }[] = [
  {
    view: 1,
    title: 'Mostrar apenas o menor preço',
    description: 'Sua loja mostra só a cotação mais barata entre as transportadoras ativas.',
  },
  {
    view: 2,
    title: 'Mostrar todas as transportadoras ativas',
    description: 'Sua loja mostra a cotação de cada transportadora ativa, da mais barata para a mais cara.',
  },
  {
    view: 3,
    title: 'Mostrar a mais rápida e a mais barata',
    description:
      'Sua loja mostra a cotação de menor prazo e a de menor preço (uma só, quando é a mesma transportadora).',
  },
];

interface Props {
  value: QuotationView;
  /** While a change is being saved every switch waits. */
  saving: boolean;
  onChange: (view: QuotationView) => void;
}

/** One card per mode, exactly one switched on: switching another on chooses it, the one on cannot be switched off. */
export function QuotationViewCards({ value, saving, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {MODES.map(({ view, title, description }) => (
        <Card key={view} withBorder padding="lg" radius="md">
          <Switch
            label={title}
            checked={value === view}
            disabled={saving}
            onChange={(event) => event.currentTarget.checked && onChange(view)}
            styles={{ label: { fontWeight: 600 } }}
          />
          <Text size="sm" c="dimmed" mt="sm">
            {description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
