import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FolderPlus, Plus, Trash2 } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../../ui/button-styles';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { RuleRowFields } from './rule-row-fields';
import { newGroup, newRule, newTopRule, type SmartRulesForm } from './smart-rules-form';
import { SMART_MAX_RULES, SMART_SORTS, sortLabels } from './smart-vocabulary';

/** A nested group: all or any of its rules; rules may be added and removed, groups nest no deeper. */
function GroupRow({ index, onRemove, canAdd }: { index: number; onRemove: () => void; canAdd: boolean }) {
  const trans = useTrans();
  const form = useFormContext<SmartRulesForm>();
  const rules = useFieldArray({ control: form.control, name: `rows.${index}.rules` });
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-divider p-3" data-testid="smart-group">
      <legend className="sr-only">{trans('Group :number', { number: index + 1 })}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <SelectField {...form.register(`rows.${index}.combinator`)} defaultValue={form.getValues(`rows.${index}.combinator`)} label={trans('Group :number matches', { number: index + 1 })} className="min-w-0 flex-1 basis-48 [&>label]:sr-only">
          <option value="any">{trans('Any of these rules')}</option>
          <option value="all">{trans('All of these rules')}</option>
        </SelectField>
        <button type="button" onClick={onRemove} aria-label={trans('Remove group :number', { number: index + 1 })} className={iconButtonStyles()}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      {rules.fields.map((rule, ruleIndex) => (
        <RuleRowFields key={rule.id} path={`rows.${index}.rules.${ruleIndex}`} index={ruleIndex} onRemove={rules.fields.length > 1 ? () => rules.remove(ruleIndex) : undefined} />
      ))}
      <button type="button" disabled={!canAdd} onClick={() => rules.append(newRule())} className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
        <Plus className="size-4" aria-hidden="true" />
        {trans('Add a rule to the group')}
      </button>
    </fieldset>
  );
}

/**
 * docs/api/smart-playlists.md as a form: all or any of the rules, each row a
 * rule or a group (one level), then the sort, its order and an optional limit.
 * Used inside a FormProvider of SmartRulesForm.
 */
export function SmartRulesEditor() {
  const trans = useTrans();
  const form = useFormContext<SmartRulesForm>();
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const watched = useWatch({ control: form.control, name: 'rows' });
  const ruleCount = watched.reduce((sum, row) => sum + 1 + (row.kind === 'group' ? row.rules.length : 0), 0);
  const canAdd = ruleCount < SMART_MAX_RULES;
  const { errors } = form.formState;

  return (
    <div className="flex flex-col gap-4">
      <SelectField {...form.register('combinator')} defaultValue={form.getValues('combinator')} label={trans('Tracks must match')}>
        <option value="all">{trans('All of the rules')}</option>
        <option value="any">{trans('Any of the rules')}</option>
      </SelectField>
      <div className="flex flex-col gap-3" role="group" aria-label={trans('Rules')}>
        {rows.fields.map((row, index) =>
          row.kind === 'group' ? (
            <GroupRow key={row.id} index={index} canAdd={canAdd} onRemove={() => rows.remove(index)} />
          ) : (
            <RuleRowFields key={row.id} path={`rows.${index}`} index={index} onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined} />
          ),
        )}
        {errors.rows?.root?.message && <p className="text-sm text-danger">{trans(errors.rows.root.message)}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={!canAdd} onClick={() => rows.append(newTopRule())} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          <Plus className="size-4" aria-hidden="true" />
          {trans('Add rule')}
        </button>
        <button type="button" disabled={!canAdd} onClick={() => rows.append(newGroup())} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          <FolderPlus className="size-4" aria-hidden="true" />
          {trans('Add group')}
        </button>
        {!canAdd && <p className="self-center text-xs text-muted">{trans('At most :count rules in all.', { count: SMART_MAX_RULES })}</p>}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField {...form.register('sort')} defaultValue={form.getValues('sort')} label={trans('Sort by')}>
          {SMART_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels(trans)[sort]}
            </option>
          ))}
        </SelectField>
        <SelectField {...form.register('order')} defaultValue={form.getValues('order')} label={trans('Order')}>
          <option value="asc">{trans('Ascending')}</option>
          <option value="desc">{trans('Descending')}</option>
        </SelectField>
        <TextField
          {...form.register('limit')}
          type="number"
          inputMode="numeric"
          min={1}
          label={trans('Limit (optional)')}
          placeholder={trans('No limit')}
          error={errors.limit?.message ? trans(errors.limit.message) : undefined}
        />
      </div>
    </div>
  );
}
