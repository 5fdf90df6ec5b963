import type { OnboardingItemDto } from '@despacho/api-client';
import { Anchor, List, Text } from '@mantine/core';

/** Step 5's guides, served by the app itself (no internet needed). */
export function TrainingMaterial({ items }: { items: OnboardingItemDto[] }) {
  return (
    <List spacing="xs">
      {items.map((item) => (
        <List.Item key={item.title}>
          <Anchor href={item.video ?? item.file ?? undefined} target="_blank" rel="noopener">
            {item.title}
          </Anchor>
          {item.description && (
            <Text size="sm" c="dimmed">
              {item.description}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
