import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openErrorTrace } from '../../errors/trace/open-error-trace';
import { showErrorToast } from '../../http/server-errors';
import { errorEntryQuery } from './log-queries';

/** Opens one logged error in the trace dialog (loading it first); `opening` names the row on its way. */
export function useOpenErrorEntry() {
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<number | null>(null);
  const open = useCallback(async (id: number) => {
    setOpening(id);
    try {
      const entry = await queryClient.fetchQuery(errorEntryQuery(id));
      setOpening(null);
      await openErrorTrace(entry, entry);
    } catch (error) {
      setOpening(null);
      showErrorToast(error);
    }
  }, [queryClient]);
  return { open, opening };
}
