import type { ChannelSituationDto, SituationMapDto } from '@despacho/api-client';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The internal statuses pushed to the channel (settings.md §4). */
const INTERNAL = [
  { key: '3', label: 'Em trânsito' },
  { key: '4', label: 'Saiu para entrega' },
  { key: '5', label: 'Entregue' },
] as const;

interface Props {
  situations: ChannelSituationDto[];
  value: SituationMapDto;
  saving: boolean;
  onSave: (map: SituationMapDto) => void;
}

/** Status map: for each internal status, the channel status it becomes (empty: not sent). */
export function SituationMapForm({ situations, value, saving, onSave }: Props) {
  const [map, setMap] = useState<SituationMapDto>(value);
  useEffect(() => setMap(value), [value]);
  const dirty = INTERNAL.some(({ key }) => (map[key] ?? '') !== (value[key] ?? ''));
  const options = situations.map((situation) => ({ value: situation.id, label: situation.name }));

  return (
    <Stack maw={520}>
      {INTERNAL.map(({ key, label }) => (
        <Select
          key={key}
          label={label}
          placeholder="Não enviar"
          data={options}
          value={map[key] ?? null}
          onChange={(selected) => setMap({ ...map, [key]: selected ?? undefined })}
          clearable
        />
      ))}
      {dirty && (
        <Alert color="yellow" variant="light">
          Há alterações não salvas.
        </Alert>
      )}
      <Group>
        <Button onClick={() => onSave(map)} loading={saving} disabled={!dirty}>
          SALVAR
        </Button>
      </Group>
    </Stack>
  );
}
