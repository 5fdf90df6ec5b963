import { notifications } from '@mantine/notifications';
import { PageTitle } from '../../../shared/ui/page-title';
import { XmlImportPanel } from '../../../shared/xml-import/xml-import-panel';

/** /audit/import 'Importar CTEs': drop xml/zip files, the spec's toasts, the CT-e batches (type 2) and their 'Log de errors'. */
export function AuditImportPage() {
  return (
    <>
      <PageTitle title="Importar CTEs" />
      <XmlImportPanel
        action="CreateCteFromXml"
        type={2}
        documents="dos CT-e"
        onResult={(result) =>
          result && notifications.show({ color: result.ok ? 'green' : 'red', message: result.text })
        }
      />
    </>
  );
}
