import type { WebhookEventTypeDto } from '@despacho/api-client';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PayloadOf } from '../../../shared/command';

type Payload = PayloadOf<'NewWebhookEndpoint'>;

interface Props {
  eventTypes: WebhookEventTypeDto[];
  saving: boolean;
  onSave: (value: Payload) => void;
}

/** A URL and the order and tracking events posted to it. */
export function WebhookEndpointForm({ eventTypes, saving, onSave }: Props) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<Payload['events']>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ url: url.trim(), events });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="URL"
          placeholder="https://seu-sistema.com.br/webhooks/despacho"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          required
        />
        {/* The boxes' values are the API's own catalogue (GET webhook-endpoints/events). */}
        <Checkbox.Group label="Eventos" value={events} onChange={(value) => setEvents(value as Payload['events'])}>
          <Group mt="xs">
            {eventTypes.map((type) => (
              <Checkbox key={type.type} value={type.type} label={type.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!url.trim() || events.length === 0}>
            Cadastrar webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
