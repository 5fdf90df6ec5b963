import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { useIntegrationCommand } from '../api/use-integration-command';

const BACK_AFTER_MS = 2000;

interface Props {
  channelId: number;
  /**
   * What the channel's OAuth callback brought (code, our state, and the channel's own fields), or the
   * store token (sid) of a store installed from the app store before the login.
   */
  data: { code?: string; sid?: string; state?: string; store_host?: string; api_address?: string; adm_user?: string };
  /** Where 'Tentar de novo' goes: the channel's connect page. */
  retryPath: string;
}

/**
 * The OAuth callback of any channel: sends NewCompanyChannel once, says 'Integração realizada com
 * sucesso!' and goes to /settings/integrations after 2 s, or shows why it failed.
 */
export function ChannelCallback({ channelId, data, retryPath }: Props) {
  const navigate = useNavigate();
  const command = useIntegrationCommand();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true; // a code (or sid) is used once, even under StrictMode's double effects
    command.mutate({ action: 'NewCompanyChannel', payload: { channel: { id: channelId }, data } });
  }, [channelId, data, command]);

  useEffect(() => {
    if (!command.isSuccess) return;
    const timer = setTimeout(() => navigate('/settings/integrations'), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [command.isSuccess, navigate]);

  if (command.isSuccess)
    return (
      <Alert color="green" variant="light">
        Integração realizada com sucesso!
      </Alert>
    );
  if (command.isError)
    return (
      <Stack>
        <ErrorAlert error={command.error} />
        <Button
          variant="default"
          onClick={() => {
            command.reset();
            void navigate(retryPath);
          }}
          w="fit-content"
        >
          Tentar de novo
        </Button>
      </Stack>
    );
  return (
    <Stack align="center">
      <Loader />
      <Text>Conectando sua loja…</Text>
    </Stack>
  );
}
