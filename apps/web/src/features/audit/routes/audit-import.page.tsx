import { notifications } from '@mantine/notifications';
import { PageTitle } from '../../../shared/ui/page-title';
import { XmlImportPanel } from '../../../shared/xml-import/xml-import-panel';

/** CT-e XML (or zips of them) and the carriers' CONEMB text files (docs/edi-files.md). */
const CTE_FILES = ['xml', 'zip', 'txt'];

/** /audit/import 'Importar CTEs': drop xml/zip/CONEMB files, the spec's toasts, the CT-e batches (type 2) and their 'Log de errors'. */
export function AuditImportPage() {
  return (
    <>
      <PageTitle title="Importar CTEs" />
      <XmlImportPanel
        action="CreateCteFromXml"
        type={2}
        documents="dos CT-e (XML) ou CONEMB (PROCEDA 3.1)"
        extensions={CTE_FILES}
        onResult={(result) =>
          result && notifications.show({ color: result.ok ? 'green' : 'red', message: result.text })
        }
      />
    </>
  );
}
