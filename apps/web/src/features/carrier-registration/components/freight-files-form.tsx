import { Alert, Button, Checkbox, FileInput, Grid, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidCnpj, onlyDigits } from '@despacho/domain';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';

export interface FreightFilesValues {
  carrier_name: string;
  federal_tax_id: string;
  emails: string;
  files: File[];
  all_files_added: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  initialValues: FreightFilesValues;
  sending: boolean;
  onSubmit: (values: FreightFilesValues) => void;
}

/** The freight-files step (§5): files go only once the carrier ticks that all were added. */
export function FreightFilesForm({ initialValues, sending, onSubmit }: Props) {
  const form = useForm<FreightFilesValues>({
    initialValues,
    validate: {
      carrier_name: (v) => (v.trim() ? null : 'Digite o nome da transportadora.'),
      federal_tax_id: (v) =>
        onlyDigits(v).length === 14 && isValidCnpj(onlyDigits(v)) ? null : 'Digite o CNPJ da filial, apenas números.',
      emails: (v) => {
        const bad = v
          .split(',')
          .map((e) => e.trim())
          .filter((e) => e && !EMAIL.test(e));
        return bad.length ? `E-mail inválido: ${bad.join(', ')}` : null;
      },
      files: (v) => (v.length ? null : 'Adicione ao menos um arquivo.'),
    },
  });
  const ready = form.values.all_files_added && form.values.files.length > 0;
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack maw={900}>
        <Alert color="gray" variant="light" title="Arquivos recomendados">
          <List size="sm">
            <List.Item>1. Tabela de frete</List.Item>
            <List.Item>2. Cidades atendidas com os prazos de entrega</List.Item>
            <List.Item>3. Arquivos de taxas, como TDA, TRT e EMEX</List.Item>
          </List>
        </Alert>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label="Nome da transportadora"
              required
              maxLength={150}
              {...form.getInputProps('carrier_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <MaskedInput label="CNPJ da filial" required mask={MASKS.cnpj} {...form.getInputProps('federal_tax_id')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label="E-mails para solicitação de coleta"
              description="Opcional; separados por vírgula"
              maxLength={1000}
              {...form.getInputProps('emails')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <FileInput
              label="Arquivos"
              required
              multiple
              clearable
              placeholder="Selecione os arquivos"
              {...form.getInputProps('files')}
            />
          </Grid.Col>
        </Grid>
        <Checkbox
          label="Adicionei todos os arquivos"
          {...form.getInputProps('all_files_added', { type: 'checkbox' })}
        />
        {!ready && (
          <Text size="sm" c="dimmed">
            Os arquivos são enviados depois que você marcar que todos foram adicionados.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending} disabled={!ready} color="ink.9">
            ENVIAR ARQUIVOS
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
