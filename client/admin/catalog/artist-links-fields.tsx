import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { fieldError } from '../../auth/field-error';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/text-field';
import { ARTIST_LINKS_MAX, type ArtistFormValues } from './artist-form-schema';

/** An artist's links, each a URL and a title, added and removed in place. */
export function ArtistLinksFields({ form }: { form: UseFormReturn<ArtistFormValues> }) {
  const trans = useTrans();
  const links = useFieldArray({ control: form.control, name: 'links' });
  const listError = fieldError(form, 'links', trans);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">{trans('Links')}</legend>
      {links.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_auto] items-start gap-3 sm:grid-cols-[1fr_12rem_auto]">
          <TextField {...form.register(`links.${index}.url`)} type="url" inputMode="url" label={trans('URL')} error={fieldError(form, `links.${index}.url`, trans)} />
          <TextField {...form.register(`links.${index}.title`)} label={trans('Title')} className="col-start-1 sm:col-start-auto" error={fieldError(form, `links.${index}.title`, trans)} />
          <button type="button" onClick={() => links.remove(index)} aria-label={trans('Remove link')} className={`${iconButtonStyles()} row-start-1 mt-7 sm:col-start-3`}>
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      ))}
      {listError && <p className="text-sm text-danger">{listError}</p>}
      {links.fields.length < ARTIST_LINKS_MAX && (
        <button type="button" onClick={() => links.append({ url: '', title: '' })} className={`${buttonStyles({ variant: 'ghost' })} self-start`}>
          <Plus aria-hidden className="size-4" /> {trans('Add link')}
        </button>
      )}
    </fieldset>
  );
}
