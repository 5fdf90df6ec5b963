import { notifications } from '@mantine/notifications';
import { PageTitle } from '../../../shared/ui/page-title';
import { XmlImportPanel } from '../../../shared/xml-import/xml-import-panel';
import { OcorenLinksCard } from '../components/ocoren-links-card';

/** The carriers' OCOREN files (docs/ocoren.md). */
const OCOREN_FILES = ['txt', 'edi', 'gz'];

/** /orders/ocoren 'Importar OCOREN': the carriers' occurrence files as batches of type 3, and the carriers' links to send them. */
export function OcorenImportPage() {
  return (
    <>
      <PageTitle title="Importar OCOREN" />
      <XmlImportPanel
        action="ImportOcoren"
        type={3}
        documents="OCOREN (PROCEDA 3.0/3.1) das transportadoras"
        extensions={OCOREN_FILES}
        onResult={(result) =>
          result && notifications.show({ color: result.ok ? 'green' : 'red', message: result.text })
        }
      />
      <OcorenLinksCard />
    </>
  );
}
