import type { ReactNode } from 'react';
import { Hash } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { tagPath } from '../../routing/slug';
import { TabLinks } from '../tab-links';
import { useDocumentTitle } from '../use-document-title';
import { useTag } from './tag-query';

/** /tag/{tagName}: the tag's name and its tabs (All, Tracks, Albums) above the tab shown. */
export function TagLayout({ name, children }: { name: string; children: ReactNode }) {
  const trans = useTrans();
  const title = useTag(name).data?.tag.display_name ?? name;
  useDocumentTitle(title);
  const base = tagPath({ name });
  return (
    <div className="pt-4">
      <header className="mb-4 flex items-center gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary to-primary/40 text-on-primary md:size-20">
          <Hash className="size-8" aria-hidden="true" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">{trans('Tag')}</p>
          <h1 className="truncate text-3xl font-extrabold tracking-tight text-fg md:text-4xl">{title}</h1>
        </div>
      </header>
      <TabLinks
        label={trans('Tag sections')}
        tabs={[
          { label: trans('All'), to: base },
          { label: trans('Tracks'), to: `${base}/tracks` },
          { label: trans('Albums'), to: `${base}/albums` },
        ]}
      />
      {children}
    </div>
  );
}
