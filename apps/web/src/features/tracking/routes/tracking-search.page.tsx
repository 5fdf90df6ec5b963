import { searchTracking } from '@despacho/api-client';
import { Alert, Anchor, Button, Card, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { serverMessage } from '../../../shared/api';
import { MASKS, MaskedInput } from '../../../shared/ui/masked-input';
import { useTrackingBranding } from '../api/use-tracking-branding';
import { PublicShell } from '../components/public-shell';
import { Captcha } from '../../../shared/captcha/captcha';

const TYPES = [
  { value: '1', label: 'CPF', mask: MASKS.cpf },
  { value: '2', label: 'CNPJ', mask: MASKS.cnpj },
  { value: '3', label: 'Código de rastreio', mask: null },
];

type Found = { tracking_code: string; reference: string; status: string; company: string }[];

/**
 * /tracking (tracking code only) and /tracking/c/{company} (CPF, CNPJ or code, that company's
 * orders): the search of public-account.md §2.2. A code goes straight to its page; a tax id needs
 * the captcha and lists what it found.
 */
export function TrackingSearchPage() {
  const { company } = useParams();
  const navigate = useNavigate();
  const [type, setType] = useState(company ? '1' : '3');
  const [value, setValue] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  /** An answer opens one search: each attempt draws a fresh captcha. */
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const onSolved = useCallback((payload: string | null) => {
    setCaptcha(payload);
    if (payload) setError(null); // the captcha the message asked for is there now
  }, []);
  const base = company ? `/tracking/c/${company}` : '/tracking';
  const branding = useTrackingBranding(company).data;

  const search = async () => {
    setError(null);
    if (type === '3') return void navigate(`${base}/${value.trim().toUpperCase()}`);
    if (!captcha) return setError('Insira a resposta do recaptcha');
    setSearching(true);
    try {
      const { data } = await searchTracking({
        body: { federal_tax_id: value, type: Number(type) as 1 | 2, recaptcha: captcha, company },
        throwOnError: true,
      });
      setFound(
        data.data.map((o) => ({
          tracking_code: o.tracker.tracking_code,
          reference: o.reference,
          status: o.status.description,
          company: o.company.name,
        })),
      );
    } catch (failure) {
      // public-account.md §8: the server's message, or the spec's text when the call got no answer.
      setError(serverMessage(failure) ?? 'Não foi encontrado nenhum pedido com o documento informado');
    } finally {
      setSearching(false);
      setCaptcha(null);
      setAttempt((n) => n + 1);
    }
  };

  if (found) {
    return (
      <PublicShell branding={branding}>
        <Alert color="green" mb="md">
          Eba, encontramos algo.
        </Alert>
        <Title order={3} mb="sm">
          Pedidos encontrados
        </Title>
        <Table mb="lg">
          <Table.Tbody>
            {found.map((order) => (
              <Table.Tr key={order.tracking_code}>
                <Table.Td>
                  <Anchor component={Link} to={`${base}/${order.tracking_code}`}>
                    Pedido {order.company} #{order.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>{order.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button variant="default" onClick={() => setFound(null)}>
          NOVA BUSCA
        </Button>
      </PublicShell>
    );
  }

  const current = TYPES.find((t) => t.value === type)!;
  return (
    <PublicShell branding={branding}>
      <Card withBorder padding="lg" maw={520} mx="auto">
        <Stack>
          <Title order={3}>Rastrear pedido</Title>
          {company && (
            <SegmentedControl
              data={TYPES.map(({ value: v, label }) => ({ value: v, label }))}
              value={type}
              onChange={(next) => {
                setType(next);
                setValue('');
              }}
            />
          )}
          {current.mask ? (
            <MaskedInput label={current.label} mask={current.mask} value={value} onChange={setValue} />
          ) : (
            <TextInput
              label="Código de rastreio"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              maxLength={255}
            />
          )}
          {type !== '3' && <Captcha key={attempt} onSolved={onSolved} />}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button onClick={() => void search()} loading={searching} disabled={!value.trim()}>
            RASTREAR
          </Button>
          {!company && (
            <Text size="xs" c="dimmed">
              O código de rastreio está no e-mail da loja ou na nota da compra.
            </Text>
          )}
        </Stack>
      </Card>
    </PublicShell>
  );
}
