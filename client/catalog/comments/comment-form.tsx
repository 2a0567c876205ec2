import { useId } from 'react';
import clsx from 'clsx';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyServerErrors } from '../../http/server-errors';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { FieldError } from '../../ui/field-parts';
import type { Commentable } from './comments-query';
import { COMMENT_MAX_LENGTH, commentSchema, useCreateComment } from './create-comment';

type CommentFormProps = {
  commentable: Commentable;
  /** Set for a reply. */
  parentId?: number;
  /** Seconds into the track to pin the comment to, read when it is posted; null for none. */
  position?: () => number | null;
  onPosted?: () => void;
  onCancel?: () => void;
};

type Values = z.infer<typeof commentSchema>;

/** The box to write a comment or a reply. */
export function CommentForm({ commentable, parentId, position, onPosted, onCancel }: CommentFormProps) {
  const trans = useTrans();
  const id = useId();
  const create = useCreateComment(commentable);
  const form = useForm<Values>({ resolver: zodResolver(commentSchema), defaultValues: { content: '' } });
  const error = form.formState.errors.content?.message;
  const reply = parentId !== undefined;

  const onSubmit = form.handleSubmit(({ content }) => {
    const at = position?.() ?? null;
    create.mutate(
      { content, ...(reply && { parent_id: parentId }), ...(at !== null && { position: at }) },
      {
        onSuccess: () => {
          form.reset({ content: '' });
          onPosted?.();
        },
        onError: (failure) => applyServerErrors(failure, form),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {reply ? trans('Write a reply') : trans('Write a comment')}
      </label>
      <textarea
        id={id}
        {...form.register('content')}
        rows={reply ? 2 : 3}
        maxLength={COMMENT_MAX_LENGTH}
        autoFocus={reply}
        placeholder={reply ? trans('Write a reply…') : trans('Write a comment…')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'w-full resize-y rounded-lg border bg-bg px-3 py-2 text-sm text-fg outline-none transition placeholder:text-muted/80 focus:border-primary focus:ring-2 focus:ring-primary/40',
          error ? 'border-danger' : 'border-divider hover:border-fg/40',
        )}
      />
      <FieldError id={`${id}-error`} error={error && trans(error)} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            {trans('Cancel')}
          </button>
        )}
        <button type="submit" disabled={create.isPending} className={buttonStyles({ size: 'sm' })}>
          {reply ? trans('Reply') : trans('Comment')}
        </button>
      </div>
    </form>
  );
}
