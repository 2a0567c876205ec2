import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A slug field that follows another field (a title, a display name) until
 * the admin types in it; emptying it makes it follow again. Use the returned
 * registration for the slug's input in place of `form.register(slug)`.
 */
export function useDerivedSlug<T extends FieldValues>(form: UseFormReturn<T>, source: Path<T>, slug: Path<T>, slugify: (text: string) => string) {
  const follows = useRef(!form.getValues(slug));
  const sourceText = form.watch(source) as string;
  useEffect(() => {
    if (follows.current) form.setValue(slug, slugify(sourceText ?? '') as PathValue<T, Path<T>>, { shouldDirty: true });
  }, [form, slug, slugify, sourceText]);
  const registration = form.register(slug);
  return {
    ...registration,
    onChange: (event: { target: { value: string } }) => {
      follows.current = event.target.value === '';
      return registration.onChange(event);
    },
  };
}
