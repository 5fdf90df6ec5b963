import type { QuoteLogDto } from '@despacho/api-client';
import { feeLabel, formatBRL } from '@despacho/domain';
import { Stack, Text } from '@mantine/core';

/** One line per freight rule that changed this quote's price, read from its log. */
export function QuoteRuleLines({ log }: { log: QuoteLogDto }) {
  const entries = log.details.filter((entry) => entry.fee.startsWith('freight_rule_') && entry.rule_name);
  if (entries.length === 0) return null;
  return (
    <Stack gap={0} aria-label="Regras de frete aplicadas">
      {entries.map((entry, index) => (
        <Text key={`${entry.fee}-${index}`} size="xs" c="dimmed">
          {`${entry.rule_name} — ${feeLabel(entry.fee)}: ${formatBRL(entry.value)}`}
        </Text>
      ))}
    </Stack>
  );
}
