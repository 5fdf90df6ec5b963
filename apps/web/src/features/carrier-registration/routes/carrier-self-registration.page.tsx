import { Alert, Container, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api';
import { useRegisterCarrierBranch, useSendFreightFiles } from '../api/use-carrier-self-registration';
import { CarrierBranchForm } from '../components/carrier-branch-form';
import { carrierBranchPayload } from '../components/carrier-branch-values';
import { FreightFilesForm } from '../components/freight-files-form';

/** settings/carriers/new without login (public-account.md §2.8): the registration, then the freight files. */
export function CarrierSelfRegistrationPage() {
  const register = useRegisterCarrierBranch();
  const [carrier, setCarrier] = useState<{ name: string; federal_tax_id: string } | null>(null);
  const registration = register.data ? { id: register.data.id, token: register.data.token } : null;
  const files = useSendFreightFiles(registration);
  const failure = register.error ?? files.error;

  return (
    <Container size="md" py="xl">
      <Title order={1} c="ink.9" mb="lg">
        Cadastro de transportadoras
      </Title>
      <Paper withBorder p="xl" radius="md">
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Erro!" mb="md">
            {errorMessage(failure)}
          </Alert>
        )}
        {!register.isSuccess && (
          <CarrierBranchForm
            saving={register.isPending}
            onSubmit={(values, recaptcha) => {
              setCarrier({ name: values.name, federal_tax_id: values.federal_tax_id });
              register.mutate(carrierBranchPayload(values, recaptcha));
            }}
          />
        )}
        {register.isSuccess && (
          <>
            <Alert color="green" variant="light" role="status" mb="md">
              {register.data.message}
            </Alert>
            {files.isSuccess ? (
              <Alert color="green" variant="light" role="status">
                {files.data.message} Nossa equipe vai analisar o cadastro.
              </Alert>
            ) : (
              <>
                <Text fw={600} mb="sm">
                  Envie seus arquivos de frete
                </Text>
                <FreightFilesForm
                  initialValues={{
                    carrier_name: carrier?.name ?? '',
                    federal_tax_id: carrier?.federal_tax_id ?? '',
                    emails: '',
                    files: [],
                    all_files_added: false,
                  }}
                  sending={files.isPending}
                  onSubmit={(values) => files.mutate(values)}
                />
              </>
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
