import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The 'Editar' and 'Excluir' links of a list row (either may be absent). */
export function RowActions({ editTo, removeTo }: { editTo?: string; removeTo?: string }) {
  return (
    <Group gap="sm" justify="flex-end" wrap="nowrap">
      {editTo && (
        <Anchor component={Link} to={editTo}>
          Editar
        </Anchor>
      )}
      {removeTo && (
        <Anchor component={Link} to={removeTo} c="red">
          Excluir
        </Anchor>
      )}
    </Group>
  );
}
