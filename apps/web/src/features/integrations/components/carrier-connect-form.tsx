import type { CredentialFieldDto } from '@despacho/api-client';
import { Alert, Anchor, Button, Group, MultiSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

export type CarrierCredentials = Record<string, string>;

/** 'Testar conexão''s outcome: the carrier's own words, accepted or refused. */
export interface CarrierTestAnswer {
  ok: boolean;
  message: string;
}

/** What a saved integration shows of itself: its carriers and which credentials are set (never their values). */
export interface SavedCarrierIntegration {
  carrier_ids: string[];
  credentials_set: string[];
}

interface Props {
  fields: CredentialFieldDto[];
  carriers: { id: string; name: string }[];
  /** Editing a saved integration: blank credentials keep the saved ones. */
  saved?: SavedCarrierIntegration;
  testing: boolean;
  answer: CarrierTestAnswer | null;
  saving: boolean;
  submitLabel: string;
  onTest: (credentials: CarrierCredentials) => void;
  /** A credential changed: the last test's answer no longer speaks for the form. */
  onEdit: () => void;
  onSave: (value: { credentials: CarrierCredentials; carrier_ids: string[] }) => void;
}

const KEEP = 'Preenchido: deixe em branco para manter';

/** Only what was typed: on an edit, a blank field keeps its saved value (the API merges them). */
const typed = (values: CarrierCredentials): CarrierCredentials =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/**
 * A carrier integration's form: the connector's credential fields (secrets as password inputs), the
 * company's carriers it tracks for, 'Testar conexão' with the carrier's answer, and save.
 */
export function CarrierConnectForm({
  fields,
  carriers,
  saved,
  testing,
  answer,
  saving,
  submitLabel,
  onTest,
  onEdit,
  onSave,
}: Props) {
  const [values, setValues] = useState<CarrierCredentials>({});
  const [carrierIds, setCarrierIds] = useState<string[]>(saved?.carrier_ids ?? []);
  const isSet = (name: string) => saved?.credentials_set.includes(name) ?? false;
  const missing = fields.some((field) => field.required && !isSet(field.name) && !values[field.name]?.trim());

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ credentials: typed(values), carrier_ids: carrierIds });
      }}
    >
      <Stack gap="sm">
        {fields.map((field) => {
          const Input = field.secret ? PasswordInput : TextInput;
          return (
            <Input
              key={field.name}
              label={field.label}
              description={field.hint}
              placeholder={isSet(field.name) ? KEEP : undefined}
              required={field.required && !isSet(field.name)}
              autoComplete={field.secret ? 'new-password' : 'off'}
              value={values[field.name] ?? ''}
              onChange={(event) => {
                setValues({ ...values, [field.name]: event.currentTarget.value });
                onEdit();
              }}
            />
          );
        })}
        <MultiSelect
          label="Transportadoras"
          description="Os envios destas transportadoras são rastreados por esta integração."
          placeholder={carrierIds.length ? undefined : 'Selecione'}
          data={carriers.map((carrier) => ({ value: carrier.id, label: carrier.name }))}
          value={carrierIds}
          onChange={setCarrierIds}
          searchable
          required
          nothingFoundMessage="Nenhuma transportadora encontrada"
        />
        {carriers.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhuma transportadora cadastrada.{' '}
            <Anchor component={Link} to="/settings/carriers">
              Cadastre uma transportadora
            </Anchor>{' '}
            para vinculá-la a esta integração.
          </Text>
        )}
        {answer && (
          <Alert color={answer.ok ? 'green' : 'red'} title={answer.ok ? 'Conexão aceita' : 'Conexão recusada'}>
            {answer.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" loading={testing} disabled={missing} onClick={() => onTest(typed(values))}>
            Testar conexão
          </Button>
          <Button type="submit" loading={saving} disabled={missing || carrierIds.length === 0}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
