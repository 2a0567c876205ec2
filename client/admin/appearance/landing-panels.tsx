import { useTrans } from '../../i18n/trans';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import type { LandingButton, LandingFeature } from './appearance-types';
import { EDITOR_ROOT } from './editor-sections';
import { PanelHeader } from './panel-header';
import { RepeatableList } from './repeatable-list';
import { SectionLinks } from './section-links';
import { useFieldErrors } from './use-field-error';
import { useLandingDraft } from './use-landing-draft';

const LANDING = `${EDITOR_ROOT}/landing-page`;
/** worker/settings/appearance-defaults.ts: the most the landing page takes. */
const MAX_BUTTONS = 4;
const MAX_FEATURES = 8;

/** /admin/appearance/landing-page: its parts. */
export function LandingSectionsPanel() {
  const trans = useTrans();
  return (
    <>
      <PanelHeader title={trans('Landing page')} back={{ to: EDITOR_ROOT, label: trans('Sections') }} description={trans('The page guests see at /landing.')} />
      <SectionLinks
        label={trans('Landing page parts')}
        links={[
          { to: `${LANDING}/general`, label: trans('Headline and background') },
          { to: `${LANDING}/action-buttons`, label: trans('Action buttons') },
          { to: `${LANDING}/primary-features`, label: trans('Primary features') },
          { to: `${LANDING}/secondary-features`, label: trans('Secondary features') },
        ]}
      />
    </>
  );
}

/** /admin/appearance/landing-page/general: the headline, its text and the hero's background. */
export function LandingGeneralPanel() {
  const trans = useTrans();
  const { landing, set } = useLandingDraft();
  const errorAt = useFieldErrors();
  const color = landing.background_color;
  return (
    <>
      <PanelHeader title={trans('Headline and background')} back={{ to: LANDING, label: trans('Landing page') }} />
      <div className="flex flex-col gap-5">
        <TextField label={trans('Headline')} value={landing.headline} error={errorAt('landing.headline')} autoComplete="off" onChange={(event) => set('headline', event.target.value)} />
        <TextAreaField label={trans('Text')} rows={4} value={landing.text} error={errorAt('landing.text')} onChange={(event) => set('text', event.target.value)} />
        <TextField
          label={trans('Background image')}
          description={trans('An address or a path on this site, e.g. /images/landing.jpg. Empty for none.')}
          value={landing.background_image}
          error={errorAt('landing.background_image')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set('background_image', event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-end gap-2">
            <TextField
              label={trans('Background colour')}
              className="min-w-0 flex-1"
              value={color}
              error={errorAt('landing.background_color')}
              autoComplete="off"
              spellCheck={false}
              placeholder="#1db954"
              onChange={(event) => set('background_color', event.target.value)}
            />
            <input
              type="color"
              aria-label={trans('Pick the background colour')}
              value={/^#[0-9a-f]{6}$/i.test(color) ? color : '#000000'}
              onChange={(event) => set('background_color', event.target.value)}
              className="h-12 w-14 shrink-0 cursor-pointer rounded-md border border-divider bg-bg p-1"
            />
          </div>
          <p className="text-xs text-muted">{trans('Shown behind the image, or on its own. Empty for the theme\'s background.')}</p>
        </div>
      </div>
    </>
  );
}

/** /admin/appearance/landing-page/action-buttons: the hero's buttons. */
export function ActionButtonsPanel() {
  const trans = useTrans();
  const { landing, set } = useLandingDraft();
  const errorAt = useFieldErrors();
  return (
    <>
      <PanelHeader title={trans('Action buttons')} back={{ to: LANDING, label: trans('Landing page') }} />
      {errorAt('landing.action_buttons') && <p className="mb-3 text-sm text-danger">{errorAt('landing.action_buttons')}</p>}
      <RepeatableList<LandingButton>
        items={landing.action_buttons}
        onChange={(buttons) => set('action_buttons', buttons)}
        itemLabel={(index) => trans('Button :number', { number: index + 1 })}
        create={() => ({ label: trans('Get started'), action: '/register', variant: 'primary' })}
        addLabel={trans('Add button')}
        max={MAX_BUTTONS}
        emptyText={trans('No buttons.')}
        render={(button, index, replace) => {
          const at = `landing.action_buttons.${index}`;
          return (
            <>
              <TextField label={trans('Label')} value={button.label} error={errorAt(`${at}.label`)} autoComplete="off" onChange={(event) => replace({ ...button, label: event.target.value })} />
              <TextField label={trans('Link')} value={button.action} error={errorAt(`${at}.action`)} autoComplete="off" spellCheck={false} onChange={(event) => replace({ ...button, action: event.target.value })} />
              <SelectField label={trans('Style')} value={button.variant} error={errorAt(`${at}.variant`)} onChange={(event) => replace({ ...button, variant: event.target.value as LandingButton['variant'] })}>
                <option value="primary">{trans('Filled')}</option>
                <option value="outline">{trans('Outlined')}</option>
              </SelectField>
            </>
          );
        }}
      />
    </>
  );
}

/** /admin/appearance/landing-page/primary-features and secondary-features. */
export function FeaturesPanel({ field }: { field: 'primary_features' | 'secondary_features' }) {
  const trans = useTrans();
  const { landing, set } = useLandingDraft();
  const errorAt = useFieldErrors();
  const title = field === 'primary_features' ? trans('Primary features') : trans('Secondary features');
  return (
    <>
      <PanelHeader title={title} back={{ to: LANDING, label: trans('Landing page') }} />
      {errorAt(`landing.${field}`) && <p className="mb-3 text-sm text-danger">{errorAt(`landing.${field}`)}</p>}
      <RepeatableList<LandingFeature>
        items={landing[field]}
        onChange={(features) => set(field, features)}
        itemLabel={(index) => trans('Feature :number', { number: index + 1 })}
        create={() => ({ title: trans('New feature'), text: '', image: '' })}
        addLabel={trans('Add feature')}
        max={MAX_FEATURES}
        emptyText={trans('No features.')}
        render={(feature, index, replace) => {
          const at = `landing.${field}.${index}`;
          return (
            <>
              <TextField label={trans('Title')} value={feature.title} error={errorAt(`${at}.title`)} autoComplete="off" onChange={(event) => replace({ ...feature, title: event.target.value })} />
              <TextAreaField label={trans('Text')} rows={3} value={feature.text} error={errorAt(`${at}.text`)} onChange={(event) => replace({ ...feature, text: event.target.value })} />
              <TextField
                label={trans('Image')}
                description={trans('An address or a path on this site. Empty for none.')}
                value={feature.image}
                error={errorAt(`${at}.image`)}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => replace({ ...feature, image: event.target.value })}
              />
            </>
          );
        }}
      />
    </>
  );
}
