import type { QuoteDto } from '@despacho/api-client';
import { formatBRL } from '@despacho/domain';
import { Badge, Button, Radio, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { QuoteLog } from './quote-log';
import { QuotePromise } from './quote-promise';
import { QuoteRuleLines } from './quote-rule-lines';

const kg = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} kg`;

interface Props {
  quotes: QuoteDto[];
  caption: string;
  /** With a choice (the order screens): a radio per quote, this one checked. */
  chosen?: string | null;
  onChoose?: (quote: QuoteDto) => void;
}

/** Quotes with carrier, region, deadline and price, the rules that changed each price; each row opens its fee and deadline log. */
export function QuoteResultsTable({ quotes, caption, chosen, onChoose }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const columns = onChoose ? 8 : 7;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {onChoose && <Table.Th>Escolher</Table.Th>}
            <Table.Th>Transportadora</Table.Th>
            <Table.Th>Região</Table.Th>
            <Table.Th>Prazo</Table.Th>
            <Table.Th>Peso cubado</Table.Th>
            <Table.Th>Valor da tabela</Table.Th>
            <Table.Th>Frete</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.map((quote) => (
            <Fragment key={quote.id}>
              <Table.Tr>
                {onChoose && (
                  <Table.Td>
                    <Radio
                      aria-label={`Escolher ${quote.carrier.name}`}
                      checked={chosen === quote.id}
                      onChange={() => onChoose(quote)}
                    />
                  </Table.Td>
                )}
                <Table.Td fw={600}>{quote.carrier.name}</Table.Td>
                <Table.Td>{quote.region}</Table.Td>
                <Table.Td>
                  <QuotePromise quote={quote} />
                </Table.Td>
                <Table.Td>{kg(quote.cubed_weight)}</Table.Td>
                <Table.Td>{formatBRL(quote.original_estimated_cost)}</Table.Td>
                <Table.Td>
                  {quote.free_shipping ? (
                    <Badge color="green">Frete grátis</Badge>
                  ) : (
                    <Text fw={600} size="sm">
                      {formatBRL(quote.estimated_cost)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {quote.log && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setOpen(open === quote.id ? null : quote.id)}
                    >
                      {open === quote.id ? 'Ocultar log' : 'Ver log'}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
              {quote.log?.details.some((entry) => entry.rule_name) && (
                <Table.Tr>
                  <Table.Td colSpan={columns} pt={0}>
                    <QuoteRuleLines log={quote.log} />
                  </Table.Td>
                </Table.Tr>
              )}
              {open === quote.id && quote.log && (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <QuoteLog log={quote.log} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
