import { downloadFile, type OrderAttachmentDto } from '@despacho/api-client';
import { formatDateTime, QUERY_FLAG } from '@despacho/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../../shared/api';
import { saveBlob } from '../../../../shared/save-blob';

async function download(attachment: OrderAttachmentDto) {
  try {
    const { data } = await downloadFile({
      query: { path: attachment.path, url: QUERY_FLAG.yes },
      parseAs: 'blob',
      throwOnError: true,
    });
    saveBlob(data as unknown as Blob, attachment.path.slice(attachment.path.lastIndexOf('/') + 1));
  } catch (error) {
    notifications.show({ color: 'red', message: errorMessage(error) });
  }
}

/** The files attached to the order, each downloaded with the session's token. */
export function OrderAttachments({ attachments }: { attachments: OrderAttachmentDto[] }) {
  if (attachments.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Nenhum anexo.
      </Text>
    );
  }
  return (
    <Table verticalSpacing="xs">
      <Table.Tbody>
        {attachments.map((attachment) => (
          <Table.Tr key={attachment.path}>
            <Table.Td>
              <Anchor component="button" onClick={() => void download(attachment)}>
                {attachment.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{attachment.type}</Table.Td>
            <Table.Td>{formatDateTime(attachment.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
