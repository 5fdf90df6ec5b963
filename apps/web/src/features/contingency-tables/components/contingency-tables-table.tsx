import { type BackgroundTaskDto, downloadFile } from '@despacho/api-client';
import {
  BACKGROUND_TASK_STATUS_LABELS,
  backgroundTaskStatus,
  CONTINGENCY_TYPE_LABELS,
  type ContingencyType,
  formatDateTime,
  QUERY_FLAG,
} from '@despacho/domain';
import { Badge, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../shared/api';
import { saveBlob } from '../../../shared/save-blob';
import { ShortId } from '../../../shared/ui/short-id';

const COLUMNS = ['Id', 'Tipo', 'Usuário', 'Criado em', 'Início', 'Fim', 'Status', 'Arquivo'];
const STATUS_COLORS = { pending: 'gray', processing: 'blue', finished: 'green' } as const;

const filePathOf = (task: BackgroundTaskDto) =>
  typeof task.property.file_path === 'string' ? task.property.file_path : null;
const typeLabel = (task: BackgroundTaskDto) =>
  CONTINGENCY_TYPE_LABELS[task.property.type as ContingencyType] ?? String(task.property.type ?? '');

/** GET download?url=1&path= with the session's token, saved under the file's own name. */
export async function downloadTable(path: string) {
  try {
    const { data } = await downloadFile({ query: { path, url: QUERY_FLAG.yes }, parseAs: 'blob', throwOnError: true });
    saveBlob(data as unknown as Blob, path.slice(path.lastIndexOf('/') + 1));
  } catch (error) {
    notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` });
  }
}

function StatusCell({ task }: { task: BackgroundTaskDto }) {
  const status = backgroundTaskStatus(task);
  return (
    <Stack gap={4}>
      <Badge color={STATUS_COLORS[status]} variant="light">
        {BACKGROUND_TASK_STATUS_LABELS[status]}
      </Badge>
      {status === 'processing' && (
        <Progress value={task.progress} size="sm" aria-label={`Progresso ${task.progress}%`} />
      )}
      {status === 'processing' && (
        <Text size="xs" c="dimmed">
          {task.progress}%
        </Text>
      )}
      {task.error && status !== 'finished' && (
        <Text size="xs" c="red">
          Ocorreu um erro: {task.error}
        </Text>
      )}
    </Stack>
  );
}

/** The contingency requests (settings.md §2): download enabled once finished. */
export function ContingencyTablesTable({ tasks }: { tasks: BackgroundTaskDto[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => {
            const path = filePathOf(task);
            const finished = backgroundTaskStatus(task) === 'finished';
            return (
              <Table.Tr key={task.id} data-task-id={task.id}>
                <Table.Td>
                  <ShortId id={task.id} />
                </Table.Td>
                <Table.Td>{typeLabel(task)}</Table.Td>
                <Table.Td>{task.user.name}</Table.Td>
                <Table.Td>{formatDateTime(task.created_at)}</Table.Td>
                <Table.Td>{task.start_at ? formatDateTime(task.start_at) : '-'}</Table.Td>
                <Table.Td>{task.end_at ? formatDateTime(task.end_at) : '-'}</Table.Td>
                <Table.Td>
                  <StatusCell task={task} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!finished || !path}
                    onClick={() => path && void downloadTable(path)}
                  >
                    BAIXAR
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
