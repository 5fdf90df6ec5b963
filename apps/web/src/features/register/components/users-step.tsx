import { Fieldset, Grid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { RegisterValues } from './register-values';

const ROLE_TEXT = {
  admin: { legend: 'Administrador', hint: 'Acesso completo à conta.' },
  financeiro: { legend: 'Financeiro', hint: 'Recebe as faturas de frete e da assinatura.' },
} as const;

/** Step 2: the fixed admin and 'financeiro' users (§5, §6); each gets an e-mail to confirm and set a password. */
export function UsersStep({ form }: { form: UseFormReturnType<RegisterValues> }) {
  return (
    <Stack>
      {form.values.users.map((user, i) => (
        <Fieldset key={user.role} legend={ROLE_TEXT[user.role].legend}>
          <Text size="sm" c="dimmed" mb="xs">
            {ROLE_TEXT[user.role].hint}
          </Text>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Nome" maxLength={150} {...form.getInputProps(`users.${i}.name`)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="E-mail"
                type="email"
                required
                maxLength={255}
                {...form.getInputProps(`users.${i}.email`)}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>
      ))}
      <Text size="sm" c="dimmed">
        Cada usuário receberá um e-mail para confirmar o endereço e definir a senha.
      </Text>
    </Stack>
  );
}
