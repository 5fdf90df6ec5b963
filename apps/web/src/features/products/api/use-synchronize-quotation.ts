import { useMutation } from '@tanstack/react-query';
import { command } from '../../../shared/command';

/** 'Sincronizar': the quotation cache is rebuilt from the current data. */
export function useSynchronizeQuotation() {
  return useMutation({
    mutationFn: () => command({ action: 'SynchronizeQuotation', payload: {} }),
  });
}
