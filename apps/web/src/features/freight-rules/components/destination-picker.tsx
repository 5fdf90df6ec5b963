import type { CityDto } from '@despacho/api-client';
import {
  type ComboboxItem,
  Grid,
  type OptionsFilter,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { useCities, useRegions } from '../api/freight-rules-queries';
import { type DestinationScope, type FreightRuleValues, maskCep, WHOLE_COUNTRY_LABEL } from './freight-rule-values';

interface ZipRange {
  zip_from: string;
  zip_to: string;
}

const SCOPES: { value: DestinationScope; label: string }[] = [
  { value: 'country', label: WHOLE_COUNTRY_LABEL },
  { value: 'state', label: 'Estado' },
  { value: 'city', label: 'Cidade' },
  { value: 'zip', label: 'Faixa de CEP' },
];

const CEP_LABELS = { zip_from: 'CEP inicial', zip_up: 'CEP final' } as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** 'sao paulo' finds 'São Paulo/SP'. */
const accentInsensitive: OptionsFilter = ({ options, search }) => {
  const wanted = fold(search.trim());
  return (options as ComboboxItem[]).filter((option) => fold(option.label).includes(wanted));
};

/** City CEP ranges grouped by 'City/UF' (a city may have several ranges). */
function groupCities(rows: CityDto[]): Map<string, ZipRange[]> {
  const cities = new Map<string, ZipRange[]>();
  for (const row of rows) {
    const label = `${row.name}/${row.state}`;
    cities.set(label, [...(cities.get(label) ?? []), { zip_from: row.zip_from, zip_to: row.zip_to }]);
  }
  return cities;
}

interface Props {
  form: UseFormReturnType<FreightRuleValues>;
  index: number;
}

/**
 * Where a route applies: 'Brasil inteiro', a state or a city fill its CEP range (a place with
 * several ranges keeps the others in `extra_ranges`, sent with the same settings); 'Faixa de CEP' is typed.
 */
export function DestinationPicker({ form, index }: Props) {
  const route = form.values.routes[index];
  const regions = useRegions();
  const cities = useCities(route.scope === 'city');
  const cityRanges = useMemo(() => groupCities(cities.data?.data ?? []), [cities.data]);
  const path = `routes.${index}` as const;

  const fill = (scope: DestinationScope, destination: string, ranges: ZipRange[]) => {
    const [first, ...rest] = ranges;
    form.setFieldValue(path, {
      ...form.getValues().routes[index],
      scope,
      destination,
      zip_from: maskCep(first.zip_from),
      zip_up: maskCep(first.zip_to),
      extra_ranges: rest.map((range) => ({ zip_from: range.zip_from, zip_up: range.zip_to })),
    });
    // Replacing the whole route keeps the errors of its CEP fields: they are filled now.
    form.clearFieldError(`${path}.zip_from`);
    form.clearFieldError(`${path}.zip_up`);
  };

  const changeScope = (scope: DestinationScope) => {
    if (scope === 'country' && regions.data) {
      fill(scope, WHOLE_COUNTRY_LABEL, regions.data.whole_country.zip_ranges);
      return;
    }
    // A typed range starts from the current CEPs; a state or city waits for its choice.
    const keepZips = scope === 'zip';
    form.setFieldValue(path, {
      ...form.getValues().routes[index],
      scope,
      destination: '',
      extra_ranges: [],
      ...(keepZips ? {} : { zip_from: '', zip_up: '' }),
    });
  };

  const stateOptions = (regions.data?.data ?? []).map((region) => ({
    value: region.state,
    label: `${region.name} (${region.state})`,
  }));
  const chooseState = (state: string | null) => {
    const region = regions.data?.data.find((r) => r.state === state);
    if (region) fill('state', region.state, region.zip_ranges);
  };
  const chooseCity = (label: string | null) => {
    const ranges = label ? cityRanges.get(label) : undefined;
    if (label && ranges) fill('city', label, ranges);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Destino
      </Text>
      <SegmentedControl
        aria-label={`Tipo de destino ${index + 1}`}
        data={SCOPES}
        value={route.scope}
        disabled={regions.isPending}
        onChange={(value) => changeScope(value as DestinationScope)}
      />
      <Grid>
        {route.scope === 'state' && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Estado"
              required
              searchable
              filter={accentInsensitive}
              placeholder="Selecione"
              data={stateOptions}
              value={route.destination || null}
              onChange={chooseState}
              error={form.errors[`${path}.zip_from`] ? 'Selecione o estado.' : undefined}
            />
          </Grid.Col>
        )}
        {route.scope === 'city' && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Cidade"
              required
              searchable
              limit={50}
              filter={accentInsensitive}
              placeholder={cities.isPending ? 'Carregando cidades...' : 'Digite o nome da cidade'}
              nothingFoundMessage="Nenhuma cidade encontrada"
              data={[...cityRanges.keys()]}
              value={route.destination || null}
              onChange={chooseCity}
              error={form.errors[`${path}.zip_from`] ? 'Selecione a cidade.' : undefined}
            />
          </Grid.Col>
        )}
        {(['zip_from', 'zip_up'] as const).map((field) => (
          <Grid.Col key={field} span={{ base: 6, sm: 4 }}>
            {route.scope === 'zip' ? (
              <MaskedInput
                label={CEP_LABELS[field]}
                required
                mask={MASKS.cep}
                {...form.getInputProps(`${path}.${field}`)}
              />
            ) : (
              // Filled by the place chosen above, whose select shows what is missing.
              <TextInput label={CEP_LABELS[field]} readOnly value={route[field]} />
            )}
          </Grid.Col>
        ))}
      </Grid>
      {route.extra_ranges.length > 0 && (
        <Text size="xs" c="dimmed">
          {route.destination} tem mais{' '}
          {route.extra_ranges.length === 1 ? 'uma faixa' : `${route.extra_ranges.length} faixas`} de CEP:{' '}
          {route.extra_ranges.map((range) => `${maskCep(range.zip_from)} a ${maskCep(range.zip_up)}`).join(', ')}. A
          regra vale para todas.
        </Text>
      )}
    </Stack>
  );
}
