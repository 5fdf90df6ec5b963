import { Badge, Button, Card, Checkbox, Grid, Group, NumberInput, Select, Stack, TagsInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MoneyInput } from '../../../shared/ui/money-input';
import { DestinationPicker } from './destination-picker';
import { type FreightRuleValues, hasValue, isFreeShipping, isPercentType, RULE_TYPES } from './freight-rule-values';

interface Props {
  form: UseFormReturnType<FreightRuleValues>;
  index: number;
  onRemove: (() => void) | null;
}

/** One destination route: where, the price change, extra deadline and the optional cart conditions. */
export function RouteFields({ form, index, onRemove }: Props) {
  const route = form.values.routes[index];
  const path = `routes.${index}` as const;
  const percent = isPercentType(route.rule_type);

  // Spec §4: the SKU list and the volume count are mutually exclusive; the cart value is independent.
  const setOnlySkus = (checked: boolean) => {
    form.setFieldValue(`${path}.apply_only_skus`, checked);
    if (checked) form.setFieldValue(`${path}.apply_only_volumes`, false);
  };
  const setOnlyVolumes = (checked: boolean) => {
    form.setFieldValue(`${path}.apply_only_volumes`, checked);
    if (checked) form.setFieldValue(`${path}.apply_only_skus`, false);
  };

  return (
    <Card withBorder padding="md" role="group" aria-label={`Destino ${index + 1}`}>
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>Destino {index + 1}</Text>
          {onRemove && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
              Remover destino
            </Button>
          )}
        </Group>

        <DestinationPicker form={form} index={index} />

        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Tipo de regra"
              required
              allowDeselect={false}
              data={RULE_TYPES}
              {...form.getInputProps(`${path}.rule_type`)}
            />
          </Grid.Col>
          {hasValue(route.rule_type) && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {percent ? (
                <NumberInput
                  label="Porcentagem (%)"
                  required
                  suffix=" %"
                  decimalSeparator=","
                  decimalScale={2}
                  min={0}
                  max={100}
                  allowNegative={false}
                  {...form.getInputProps(`${path}.value`)}
                />
              ) : (
                <MoneyInput label="Valor (R$)" required {...form.getInputProps(`${path}.value`)} />
              )}
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Prazo adicional (dias úteis)"
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`${path}.additional_deadline`)}
            />
          </Grid.Col>
        </Grid>
        {isFreeShipping(route) && (
          <Badge color="green" variant="light" size="lg">
            Frete grátis
          </Badge>
        )}

        <Checkbox
          label="Aplicar somente por valor do carrinho"
          {...form.getInputProps(`${path}.cart_min`, { type: 'checkbox' })}
        />
        {route.cart_min && (
          <Grid>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <MoneyInput label="Valor mínimo do carrinho" required {...form.getInputProps(`${path}.min_value`)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <MoneyInput
                label="Valor máximo do carrinho"
                description="Opcional"
                {...form.getInputProps(`${path}.max_value`)}
              />
            </Grid.Col>
          </Grid>
        )}

        <Checkbox
          label="Aplicar somente para uma lista de SKUs"
          checked={route.apply_only_skus}
          onChange={(event) => setOnlySkus(event.currentTarget.checked)}
        />
        {route.apply_only_skus && (
          <TagsInput
            label="SKUs"
            required
            description="Vale quando todos os produtos do carrinho estão na lista. Separe por vírgula ou Enter."
            {...form.getInputProps(`${path}.sku_list`)}
          />
        )}

        <Checkbox
          label="Aplicar somente até uma quantidade de volumes"
          checked={route.apply_only_volumes}
          onChange={(event) => setOnlyVolumes(event.currentTarget.checked)}
        />
        {route.apply_only_volumes && (
          <NumberInput
            label="Quantidade máxima de volumes"
            description="Vale enquanto o carrinho tiver até esse número de volumes."
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            maw={280}
            {...form.getInputProps(`${path}.total_volumes`)}
          />
        )}
      </Stack>
    </Card>
  );
}
