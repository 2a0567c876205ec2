import { File } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { resolveUrl } from '../../http/api-client';
import { fileFamily, type AdminFile } from './file-types';

/**
 * A look at the file through the download route: a thumbnail of an image, a
 * player for audio (nothing loads until played), an icon otherwise or once
 * the owner has moved it to their trash (the route no longer serves it).
 */
export function FilePreview({ file }: { file: AdminFile }) {
  const trans = useTrans();
  const src = resolveUrl(`file-entries/${file.id}/download`);
  const family = file.deleted_at ? 'other' : fileFamily(file.mime);
  if (family === 'image') return <img src={src} alt="" loading="lazy" className="size-10 rounded-md bg-fg/5 object-cover" />;
  if (family === 'audio') {
    return <audio controls preload="none" src={src} aria-label={trans('Play :name', { name: file.name })} className="h-8 w-44 max-w-full" />;
  }
  return (
    <span className="flex size-10 items-center justify-center rounded-md bg-fg/5 text-muted">
      <File className="size-5" aria-hidden="true" />
    </span>
  );
}
