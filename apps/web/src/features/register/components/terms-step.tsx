import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Captcha } from '../../../shared/captcha/captcha';
import type { RegisterValues } from './register-values';

/** Step 6: the terms (CONCLUIR waits for them) and the captcha the sign-up needs. */
export function TermsStep({
  form,
  onCaptcha,
}: {
  form: UseFormReturnType<RegisterValues>;
  onCaptcha: (answer: string | null) => void;
}) {
  return (
    <Stack>
      <ScrollArea h={140} type="auto" bd="1px solid var(--mantine-color-gray-3)" p="sm">
        <Text size="sm">
          Ao concluir, você declara que os dados informados são verdadeiros e que está autorizado a cadastrar a empresa.
          Os dados são usados para cotar fretes, emitir etiquetas e acompanhar as entregas da empresa, e para a nossa
          equipe entrar em contato sobre as integrações. Os usuários cadastrados recebem e-mails para confirmar o
          endereço e definir a senha.
        </Text>
      </ScrollArea>
      <Checkbox label="Li e aceito os termos de uso" {...form.getInputProps('terms', { type: 'checkbox' })} />
      <Captcha onSolved={onCaptcha} />
    </Stack>
  );
}
