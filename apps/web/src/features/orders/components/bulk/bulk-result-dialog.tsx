import { Divider, Modal, Stack, Text } from '@mantine/core';

/** A failed batch's message, a line per order; a line of underscores is drawn as a separator. */
export function BulkResultDialog({ lines, onClose }: { lines: string[] | null; onClose: () => void }) {
  return (
    <Modal opened={lines !== null} onClose={onClose} title="Resultado da ação em massa" size="lg">
      <Stack gap={4}>
        {lines?.map((line, index) =>
          /^_+$/.test(line) ? (
            <Divider key={index} my="xs" />
          ) : (
            <Text key={index} size="sm">
              {line}
            </Text>
          ),
        )}
      </Stack>
    </Modal>
  );
}
