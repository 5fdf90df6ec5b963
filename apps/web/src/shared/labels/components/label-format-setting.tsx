import { getMeQueryKey } from '@despacho/api-client';
import { Card, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api';
import { command } from '../../command';
import type { Me } from '../../use-me';
import { LABEL_FORMAT_NAMES, type LabelFormat } from '../label-texts';

/** The company's default label format (admins): the first download button and the bulk runs' file. */
export function LabelFormatSetting({ me }: { me: Me }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (label_format: LabelFormat) => command({ action: 'ChangeLabelFormat', payload: { label_format } }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: getMeQueryKey() });
      notifications.show({ color: 'green', message: result?.message ?? 'Formato salvo' });
    },
    onError: (error) => notifications.show({ color: 'red', message: `Ocorreu um erro: ${errorMessage(error)}` }),
  });
  return (
    <Card withBorder padding="lg" mt="lg" maw={640}>
      <Select
        label="Formato padrão das etiquetas"
        data={(Object.keys(LABEL_FORMAT_NAMES) as LabelFormat[]).map((value) => ({
          value,
          label: LABEL_FORMAT_NAMES[value],
        }))}
        value={me.company.label_format}
        allowDeselect={false}
        disabled={change.isPending}
        onChange={(value) => value && change.mutate(value as LabelFormat)}
      />
      <Text size="sm" c="dimmed" mt={4}>
        PDF 10×15 imprime uma etiqueta por página; PDF A4, quatro por folha; ZPL vai direto para impressoras térmicas
        (203 dpi).
      </Text>
    </Card>
  );
}
