import { Button, Code, CopyButton, Group, Modal, Text } from '@mantine/core';

/** The signing secret, shown once right after the URL is registered. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Segredo de assinatura" centered>
      <Text size="sm">
        Use este segredo para conferir o cabeçalho X-Despacho-Signature (HMAC-SHA256 do corpo). Copie agora: ele não
        será mostrado de novo.
      </Text>
      <Code block mt="md" data-testid="webhook-secret">
        {secret}
      </Code>
      <Group justify="flex-end" mt="lg">
        <CopyButton value={secret ?? ''}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copiado' : 'Copiar'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>Fechar</Button>
      </Group>
    </Modal>
  );
}
