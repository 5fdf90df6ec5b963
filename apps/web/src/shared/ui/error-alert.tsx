import { Alert } from '@mantine/core';
import { errorMessage } from '../api';

/** Spec: failures show 'Ocorreu um erro: {message}' in error style. */
export function ErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert" mb="md">
      Ocorreu um erro: {errorMessage(error)}
    </Alert>
  );
}
