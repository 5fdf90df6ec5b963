import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { PageTitle } from '../../../shared/ui/page-title';
import { useFreightRuleCommand } from '../api/use-freight-rule-command';
import { FreightRuleForm } from '../components/freight-rule-form';
import { notifyRuleSaved } from '../components/notify-rule-saved';
import { newFreightRule, payloadOf } from '../components/freight-rule-values';

export function FreightRuleNewPage() {
  const navigate = useNavigate();
  const command = useFreightRuleCommand();
  const [initialValues] = useState(newFreightRule);

  return (
    <>
      <PageTitle title="Nova regra de frete" />
      {command.isError && <ErrorAlert error={command.error} />}
      <FreightRuleForm
        initialValues={initialValues}
        submitLabel="CADASTRAR"
        saving={command.isPending}
        onSubmit={(values) =>
          command.mutate(
            { action: 'NewFreightRule', payload: payloadOf(values) },
            {
              onSuccess: (result) => {
                notifyRuleSaved('Regra cadastrada com sucesso', result);
                void navigate('/settings/freight-rules');
              },
            },
          )
        }
      />
    </>
  );
}
