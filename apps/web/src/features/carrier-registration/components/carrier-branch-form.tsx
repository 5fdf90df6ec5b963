import { CARRIER_SLUG_HINT, CARRIER_TMS } from '@despacho/domain';
import { Button, Fieldset, Grid, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { Captcha } from '../../../shared/captcha/captcha';
import { AddressLocationColumns } from '../../../shared/ui/address-location-columns';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { CARRIER_BRANCH_VALIDATION, type CarrierBranchValues, NEW_CARRIER_BRANCH } from './carrier-branch-values';

/** The carrier's own registration form (no login), §5 fields and hints, and the captcha it needs. */
export function CarrierBranchForm({
  saving,
  onSubmit,
}: {
  saving: boolean;
  onSubmit: (values: CarrierBranchValues, recaptcha: string) => void;
}) {
  const form = useForm<CarrierBranchValues>({ initialValues: NEW_CARRIER_BRANCH, validate: CARRIER_BRANCH_VALIDATION });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const onCaptcha = useCallback((answer: string | null) => {
    setCaptcha(answer);
    if (answer) setCaptchaMissing(false);
  }, []);
  const submit = form.onSubmit((values) => (captcha ? onSubmit(values, captcha) : setCaptchaMissing(true)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={900}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput label="Nome" required maxLength={150} {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label="Código (slug)"
              required
              description={CARRIER_SLUG_HINT}
              maxLength={60}
              {...form.getInputProps('canonical_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput label="CNPJ" required mask={MASKS.cnpj} {...form.getInputProps('federal_tax_id')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Inscrição estadual"
              required
              description="Apenas números, ou ISENTO"
              maxLength={14}
              {...form.getInputProps('state_tax_id')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput label="Telefone" required mask={MASKS.phone} {...form.getInputProps('phone')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Cubagem (kg/m³)"
              required
              min={1}
              max={10000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('cubage')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select label="TMS" required searchable data={[...CARRIER_TMS]} {...form.getInputProps('tms')} />
          </Grid.Col>
        </Grid>
        <Fieldset legend="Endereço">
          <Grid>
            <AddressLocationColumns form={form} path="address" address={form.values.address} />
          </Grid>
        </Fieldset>
        <Captcha onSolved={onCaptcha} />
        {captchaMissing && (
          <Text c="red" size="sm">
            Insira a resposta do recaptcha
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} color="ink.9">
            CONCLUIR CADASTRO
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
