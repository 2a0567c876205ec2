import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink, Eye, Pencil } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { fieldError } from '../../auth/field-error';
import { TextField } from '../../ui/text-field';
import { Checkbox } from '../../ui/checkbox';
import { FieldError, useFieldIds } from '../../ui/field-parts';
import { Spinner } from '../../ui/spinner';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { AdminPageHeader } from '../layout/admin-page-header';
import { useDerivedSlug } from '../use-derived-slug';
import { adminPageQuery } from './custom-page-query';
import { CustomPagePreview } from './custom-page-preview';
import { pageSlug, type AdminPage } from './custom-page-types';

// Tiptap loads with the editor, not with the admin area.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ title: z.string(), slug: z.string(), body: z.string(), hide_nav: z.boolean() });
type Values = z.infer<typeof schema>;

/** /admin/custom-pages/new and /admin/custom-pages/{pageId}/edit: title, address, body, and a preview as visitors see it. */
export function CustomPageEditor({ page }: { page?: AdminPage }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: page?.title ?? '', slug: page?.slug ?? '', body: page?.body ?? '', hide_nav: page?.hide_nav ?? false },
  });
  const slugField = useDerivedSlug(form, 'title', 'slug', pageSlug);
  const bodyIds = useFieldIds(fieldError(form, 'body', trans));
  const save = useMutation({
    mutationFn: (values: Values) =>
      (page ? apiClient.put<{ page: AdminPage }>(`custom-pages/${page.id}`, values) : apiClient.post<{ page: AdminPage }>('custom-pages', values)).then((r) => r.page),
    onSuccess: async (saved) => {
      toast(trans(page ? 'Saved page' : 'Created page'));
      queryClient.setQueryData(adminPageQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'custom-pages'] });
      if (page) form.reset({ title: saved.title, slug: saved.slug, body: saved.body, hide_nav: saved.hide_nav });
      else void navigate({ to: '/admin/custom-pages/$pageId/edit', params: { pageId: saved.id } });
    },
    onError: (error) => {
      setPreviewing(false);
      applyServerErrors(error, form);
    },
  });
  const values = form.watch();

  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="flex flex-col gap-6">
      <AdminPageHeader
        title={page ? trans('Edit page') : trans('New page')}
        actions={
          <>
            {page && (
              <Link to="/pages/$pageSlug" params={{ pageSlug: page.slug }} target="_blank" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                <ExternalLink className="size-4" aria-hidden="true" />
                {trans('View page')}
              </Link>
            )}
            <button type="button" aria-pressed={previewing} onClick={() => setPreviewing(!previewing)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              {previewing ? <Pencil className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              {previewing ? trans('Edit') : trans('Preview')}
            </button>
            <button type="submit" disabled={save.isPending} className={buttonStyles({ size: 'sm' })}>
              {trans('Save')}
            </button>
          </>
        }
      />
      {previewing ? (
        <CustomPagePreview title={values.title} body={values.body} />
      ) : (
        <div className="flex max-w-3xl flex-col gap-5">
          <TextField {...form.register('title')} label={trans('Title')} autoComplete="off" error={fieldError(form, 'title', trans)} />
          <TextField {...slugField} label={trans('Address')} autoComplete="off" error={fieldError(form, 'slug', trans)} />
          <p className="-mt-3 text-xs text-muted">{trans('Visitors open the page at /pages/:slug', { slug: values.slug || '…' })}</p>
          <div className="flex flex-col gap-1.5">
            <span id={`${bodyIds.id}-label`} className="text-sm font-semibold text-fg">
              {trans('Body')}
            </span>
            <Suspense fallback={<Spinner className="mx-auto my-16" />}>
              <Controller
                control={form.control}
                name="body"
                render={({ field }) => (
                  <RichTextEditor value={field.value} onChange={field.onChange} label={trans('Body')} invalid={Boolean(bodyIds.aria['aria-invalid'])} describedBy={bodyIds.aria['aria-describedby']} />
                )}
              />
            </Suspense>
            <FieldError id={bodyIds.errorId} error={fieldError(form, 'body', trans)} />
          </div>
          <Checkbox {...form.register('hide_nav')}>{trans('Hide the navigation on this page')}</Checkbox>
        </div>
      )}
    </form>
  );
}
