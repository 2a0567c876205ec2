import { useNavigate } from '@tanstack/react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, fieldErrors } from '../http/server-errors';
import { trans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';
import { useSendRequest } from './request-queries';
import type { RequestInput } from './request-form-schemas';

/**
 * Sends a request and opens its request-submitted page. A second open request
 * of the same type is refused on `type`, which no field shows: that message
 * is a toast; every other server error lands on its field.
 */
export function useRequestSubmit<T extends FieldValues>(form: UseFormReturn<T>) {
  const navigate = useNavigate();
  const send = useSendRequest();
  const submit = (input: RequestInput) =>
    send.mutate(input, {
      onSuccess: (request) => void navigate({ to: '/backstage/requests/$requestId/request-submitted', params: { requestId: request.id } }),
      onError: (error) => {
        const typeError = fieldErrors(error).type;
        if (typeError) toast.danger(trans(typeError));
        else applyServerErrors(error, form);
      },
    });
  return { submit, sending: send.isPending };
}
