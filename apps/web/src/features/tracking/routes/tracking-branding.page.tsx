import { Anchor, Button, Card, ColorInput, FileInput, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '../../../shared/api';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useMe } from '../../../shared/use-me';
import { useChangeTrackingBranding } from '../api/use-change-tracking-branding';
import { type TrackingBranding, useTrackingBranding } from '../api/use-tracking-branding';
import { BrandedHeader, brandColorVariables } from '../components/branded-header';

const HEX = /^#[0-9a-fA-F]{6}$/;
const MAX_LOGO_BYTES = 512 * 1024;
const SWATCHES = ['#212121', '#FFD600', '#1B5E20', '#0D47A1', '#6A1B9A', '#B71C1C', '#E65100', '#FFFFFF'];

interface Values {
  logo: File | null;
  removeLogo: boolean;
  primary_color: string;
  secondary_color: string;
}

/** /settings/tracking: the logo and colours end customers see on /tracking/c/{company}. */
export function TrackingBrandingPage() {
  const company = useMe().data?.company.id;
  const current = useTrackingBranding(company);
  return (
    <>
      <PageTitle title="Página de rastreamento" />
      {current.isError && <ErrorAlert error={current.error} />}
      {current.data ? (
        <BrandingForm current={current.data} />
      ) : (
        !current.isError && <Skeleton h={260} aria-label="Carregando página de rastreamento" />
      )}
    </>
  );
}

function BrandingForm({ current }: { current: TrackingBranding }) {
  const change = useChangeTrackingBranding(current.id);
  const form = useForm<Values>({
    initialValues: {
      logo: null,
      removeLogo: false,
      primary_color: current.primary_color ?? '#212121',
      secondary_color: current.secondary_color ?? '#FFFFFF',
    },
    validate: {
      logo: (file) =>
        file && !['image/png', 'image/jpeg', 'image/webp'].includes(file.type)
          ? 'O logo deve ser uma imagem PNG, JPEG ou WebP.'
          : file && file.size > MAX_LOGO_BYTES
            ? 'O logo deve ter no máximo 512 KB.'
            : null,
      primary_color: (value) => (HEX.test(value) ? null : 'Informe a cor principal no formato #RRGGBB.'),
      secondary_color: (value) => (HEX.test(value) ? null : 'Informe a cor do cabeçalho no formato #RRGGBB.'),
    },
  });
  const { logo, removeLogo, primary_color, secondary_color } = form.values;
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (logoPreview && URL.revokeObjectURL(logoPreview)), [logoPreview]);
  const preview: TrackingBranding = {
    ...current,
    logo_url: logoPreview ?? (removeLogo ? null : current.logo_url),
    primary_color: HEX.test(primary_color) ? primary_color : null,
    secondary_color: HEX.test(secondary_color) ? secondary_color : null,
  };

  const save = form.onSubmit((values) =>
    change.mutate(
      {
        logo: values.logo ?? (values.removeLogo ? null : undefined),
        primary_color: values.primary_color,
        secondary_color: values.secondary_color,
      },
      {
        onSuccess: () => {
          form.setValues({ logo: null, removeLogo: false });
          notifications.show({ color: 'green', message: 'Página de rastreamento atualizada com sucesso.' });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    ),
  );

  return (
    <Group align="flex-start" gap="xl" grow>
      <form onSubmit={save}>
        <Stack maw={420}>
          <FileInput
            label="Logo"
            description="PNG, JPEG ou WebP de até 512 KB. Sem logo, a página mostra o nome da loja."
            placeholder={current.logo_url && !removeLogo ? 'Manter o logo atual' : 'Selecione uma imagem'}
            accept="image/png,image/jpeg,image/webp"
            clearable
            {...form.getInputProps('logo')}
          />
          {current.logo_url && !logo && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => form.setFieldValue('removeLogo', !removeLogo)}
            >
              {removeLogo ? 'Manter o logo atual' : 'Remover o logo atual'}
            </Anchor>
          )}
          <ColorInput
            label="Cor principal"
            description="Botões, links e barras de progresso."
            swatches={SWATCHES}
            {...form.getInputProps('primary_color')}
          />
          <ColorInput
            label="Cor do cabeçalho"
            description="O fundo atrás do logo."
            swatches={SWATCHES}
            {...form.getInputProps('secondary_color')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              SALVAR
            </Button>
          </Group>
        </Stack>
      </form>
      <Card withBorder padding="lg" aria-label="Pré-visualização" style={brandColorVariables(preview)}>
        <Text size="sm" c="dimmed" mb="sm">
          Pré-visualização
        </Text>
        <BrandedHeader branding={preview} />
        <Button fullWidth>RASTREAR</Button>
        <Text size="sm" mt="md">
          Link para seus clientes:{' '}
          <Anchor href={`/tracking/c/${current.id}`} target="_blank">
            {`${window.location.origin}/tracking/c/${current.id}`}
          </Anchor>
        </Text>
      </Card>
    </Group>
  );
}
