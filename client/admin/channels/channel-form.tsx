import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ChannelItem, GenreItem } from '../../../worker/music/music-types';
import type { AdminChannelPayload } from '../../../worker/admin/channels/channel-admin-types';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { fieldError } from '../../auth/field-error';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../../ui/text-area-field';
import { SelectField } from '../../ui/select-field';
import { Checkbox } from '../../ui/checkbox';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { useDerivedSlug } from '../use-derived-slug';
import { ChannelItemOrder } from './channel-item-order';
import { ChannelItemSearch } from './channel-item-search';
import { ChannelPreview } from './channel-preview';
import {
  channelBody,
  channelFormDefaults,
  channelSlug,
  isGenreSource,
  LAYOUT_LABELS,
  LAYOUTS_BY_MODEL,
  MODEL_LABELS,
  SORT_LABELS,
  SOURCE_LABELS,
  SOURCES_BY_MODEL,
  type ChannelFormValues,
} from './channel-values';

/**
 * The channel editor (POST channels, PUT channels/{id}): the fields on the
 * left, a live preview beside them (under them on a phone). Changing the
 * content model keeps the layout and source only where the model takes them,
 * and empties the manual items (they were of the other model).
 */
export function ChannelForm({ channel }: { channel?: AdminChannelPayload }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ChannelFormValues>({ defaultValues: channelFormDefaults(channel) });
  const [items, setItems] = useState<ChannelItem[]>(channel?.items ?? []);
  const values = form.watch();
  const slugField = useDerivedSlug(form, 'name', 'slug', channelSlug);
  const genres = useQuery({
    queryKey: ['admin', 'channels', 'search-items', 'genres', ''],
    queryFn: () => apiClient.get<{ items: GenreItem[] }>('admin/channels/search-items', { model: 'genres', query: '' }).then((r) => r.items),
    enabled: isGenreSource(values.source),
  });

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof channelBody>) =>
      channel ? apiClient.put<{ channel: AdminChannelPayload }>(`channels/${channel.id}`, body) : apiClient.post<{ channel: AdminChannelPayload }>('channels', body),
    onSuccess: async ({ channel: saved }) => {
      toast(trans(channel ? 'Saved channel.' : 'Created channel.'));
      queryClient.setQueryData(['admin', 'channels', String(saved.id)], saved);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'channels'] });
      await queryClient.invalidateQueries({ queryKey: ['channels'] });
      form.reset(channelFormDefaults(saved));
      setItems(saved.items);
      if (!channel) void navigate({ to: '/admin/channels/$slugOrId/edit', params: { slugOrId: String(saved.id) } });
    },
    onError: (error) => applyServerErrors(error, form),
  });

  const changeModel = (type: ChannelFormValues['content_type']) => {
    form.setValue('content_type', type);
    if (!LAYOUTS_BY_MODEL[type].includes(form.getValues('layout'))) form.setValue('layout', LAYOUTS_BY_MODEL[type][0]);
    if (!SOURCES_BY_MODEL[type].includes(form.getValues('source'))) form.setValue('source', 'manual');
    setItems([]);
  };

  const body = channelBody(values, items);
  // The items live beside the form (drag order), so the server's `items` error arrives under a name the values do not declare.
  const itemsError = (form.formState.errors as Record<string, { message?: unknown } | undefined>).items?.message as string | undefined;
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <form onSubmit={form.handleSubmit((v) => save.mutate(channelBody(v, items)))} noValidate className="flex min-w-0 flex-col gap-5">
        <TextField {...form.register('name')} label={trans('Name')} maxLength={100} error={fieldError(form, 'name', trans)} />
        <TextField {...slugField} label={trans('Slug')} maxLength={100} description={trans('The channel’s address: lower-case words joined by dashes.')} error={fieldError(form, 'slug', trans)} />
        <TextAreaField {...form.register('description')} rows={2} label={trans('Description')} error={fieldError(form, 'description', trans)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={trans('Content')}
            value={values.content_type}
            onChange={(event) => changeModel(event.target.value as ChannelFormValues['content_type'])}
            error={fieldError(form, 'content_type', trans)}
          >
            {(Object.keys(MODEL_LABELS) as ChannelFormValues['content_type'][]).map((type) => (
              <option key={type} value={type}>
                {trans(MODEL_LABELS[type])}
              </option>
            ))}
          </SelectField>
          <SelectField {...form.register('layout')} label={trans('Layout')} error={fieldError(form, 'layout', trans)}>
            {LAYOUTS_BY_MODEL[values.content_type].map((layout) => (
              <option key={layout} value={layout}>
                {trans(LAYOUT_LABELS[layout])}
              </option>
            ))}
          </SelectField>
          <SelectField {...form.register('source')} label={trans('Source')} error={fieldError(form, 'source', trans)}>
            {SOURCES_BY_MODEL[values.content_type].map((source) => (
              <option key={source} value={source}>
                {trans(SOURCE_LABELS[source])}
              </option>
            ))}
          </SelectField>
          <SelectField {...form.register('sort_order')} label={trans('Sort')} error={fieldError(form, 'sort_order', trans)}>
            {(Object.keys(SORT_LABELS) as ChannelFormValues['sort_order'][]).map((sort) => (
              <option key={sort} value={sort}>
                {trans(SORT_LABELS[sort])}
              </option>
            ))}
          </SelectField>
        </div>
        {isGenreSource(values.source) && (
          <SelectField {...form.register('source_genre')} label={trans('Genre')} error={fieldError(form, 'source_genre', trans)}>
            <option value="">{trans('The genre in the page’s address')}</option>
            {(genres.data ?? []).map((genre) => (
              <option key={genre.id} value={genre.name}>
                {genre.display_name}
              </option>
            ))}
          </SelectField>
        )}
        {values.source === 'manual' && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-fg">{trans(values.content_type === 'channel' ? 'Nested channels' : 'Items')}</legend>
            <ChannelItemOrder items={items} onChange={setItems} />
            {itemsError && (
              <p role="alert" className="text-sm text-danger">
                {trans(itemsError)}
              </p>
            )}
            <ChannelItemSearch type={values.content_type} chosen={items} onAdd={(item) => setItems([...items, item])} channelId={channel?.id} />
          </fieldset>
        )}
        <TextField
          {...form.register('item_limit', { valueAsNumber: true })}
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
          label={trans('Items shown')}
          error={fieldError(form, 'item_limit', trans)}
          className="max-w-40"
        />
        <div className="flex flex-col gap-3">
          <Checkbox {...form.register('public')}>{trans('Public (hidden channels answer 404 to listeners)')}</Checkbox>
          <Checkbox {...form.register('restricted')} description={trans('The channel’s page takes a genre in its address ({slugOrId}/{genre}) that narrows its content.')}>
            {trans('Restrict by genre')}
          </Checkbox>
          <Checkbox {...form.register('hide_title')}>{trans('Hide the title')}</Checkbox>
        </div>
        <TextField {...form.register('seo_title')} label={trans('SEO title')} maxLength={100} error={fieldError(form, 'seo_title', trans)} />
        <TextAreaField {...form.register('seo_description')} rows={2} label={trans('SEO description')} maxLength={300} error={fieldError(form, 'seo_description', trans)} />
        <button type="submit" disabled={save.isPending} className={buttonStyles({ className: 'self-start' })}>
          {trans(channel ? 'Save' : 'Create')}
        </button>
      </form>
      <ChannelPreview body={{ ...body, id: channel?.id }} />
    </div>
  );
}
