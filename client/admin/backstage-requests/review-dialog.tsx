import { useState } from 'react';
import { useTrans } from '../../i18n/trans';
import { ApiError } from '../../http/api-client';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { buttonStyles } from '../../ui/button-styles';
import { TextAreaField } from '../../ui/text-area-field';
import { toast } from '../../ui/toast/toast-store';
import { REVIEW_NOTE_MAX } from '../../backstage-requests/request-constants';
import { useReviewRequest, type Decision } from './review-mutation';

const TEXT = {
  approve: {
    title: 'Approve request?',
    description: 'The user gets the artists role and backstage access to the artist; they are notified in the app and by email.',
    confirmLabel: 'Approve',
    message: 'Request approved',
  },
  deny: {
    title: 'Deny request?',
    description: 'The user is notified with your note, and may send a new request.',
    confirmLabel: 'Deny',
    message: 'Request denied',
  },
} as const;

/** Approve or deny with an optional note (shown to the requester), with the request's sending and error states. */
export function ReviewDialog({ requestId, decision }: { requestId: number; decision: Decision }) {
  const trans = useTrans();
  const [note, setNote] = useState('');
  const review = useReviewRequest(requestId);
  const text = TEXT[decision];
  const failure = review.error instanceof ApiError ? (review.error.body.message ?? null) : review.error ? 'There was an issue. Please try again.' : null;
  const submit = () =>
    review.mutate(
      { decision, note },
      {
        onSuccess: () => {
          toast(trans(text.message));
          closeDialog(true);
        },
      },
    );
  return (
    <Dialog title={trans(text.title)} size="sm">
      <p className="text-sm text-muted">{trans(text.description)}</p>
      <TextAreaField
        className="mt-4"
        label={trans('Note (optional)')}
        description={trans('The requester reads it with the decision.')}
        rows={4}
        maxLength={REVIEW_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {failure && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {trans(failure)}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" onClick={() => closeDialog(false)} className={buttonStyles({ variant: 'ghost' })}>
          {trans('Cancel')}
        </button>
        <button type="button" disabled={review.isPending} onClick={submit} className={buttonStyles({ variant: decision === 'deny' ? 'danger' : 'primary' })}>
          {review.isPending ? trans('Saving…') : trans(text.confirmLabel)}
        </button>
      </div>
    </Dialog>
  );
}
