import { Alert } from '@mantine/core';
import { PageTitle } from '../../../shared/ui/page-title';

/** Areas whose screens are not built yet say so plainly instead of pretending. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Alert color="brandYellow" variant="light">
        Esta área ainda está em construção e chega nas próximas versões do Despacho.
      </Alert>
    </>
  );
}
