import { Skeleton } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useFreightRule } from '../api/freight-rules-queries';
import { useFreightRuleCommand } from '../api/use-freight-rule-command';
import { FreightRuleForm } from '../components/freight-rule-form';
import { notifyRuleSaved } from '../components/notify-rule-saved';
import { payloadOf, valuesOf } from '../components/freight-rule-values';

export function FreightRuleEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const rule = useFreightRule(id);
  const command = useFreightRuleCommand();
  const initialValues = useMemo(() => (rule.data ? valuesOf(rule.data) : null), [rule.data]);

  return (
    <>
      <PageTitle title="Editar regra de frete" />
      {rule.isError && <ErrorAlert error={rule.error} />}
      {command.isError && <ErrorAlert error={command.error} />}
      {rule.isPending && <Skeleton h={480} maw={960} />}
      {initialValues && (
        <FreightRuleForm
          initialValues={initialValues}
          submitLabel="SALVAR"
          saving={command.isPending}
          onSubmit={(values) =>
            command.mutate(
              { action: 'EditFreightRule', payload: { id, ...payloadOf(values) } },
              {
                onSuccess: (result) => {
                  notifyRuleSaved('Regra de frete atualizada com sucesso', result);
                  void navigate('/settings/freight-rules');
                },
              },
            )
          }
        />
      )}
    </>
  );
}
