import { Button, DropZone, FileTrigger, type DropItem, type FileDropItem } from 'react-aria-components';
import { Upload } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';

const isAudioFile = (item: DropItem): item is FileDropItem => item.kind === 'file' && item.type.startsWith('audio/');

/** Drop audio files here, or pick them: many at once. */
export function AudioDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const trans = useTrans();
  return (
    <DropZone
      aria-label={trans('Drop audio files to upload')}
      onDrop={async (event) => onFiles(await Promise.all(event.items.filter(isAudioFile).map((item) => item.getFile())))}
      className={({ isDropTarget }) =>
        `flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-10 text-center transition ${isDropTarget ? 'border-primary bg-primary/5' : 'border-divider'}`
      }
    >
      <Upload className="size-10 text-muted" aria-hidden="true" />
      <p className="text-lg font-semibold">{trans('Drag and drop your tracks here')}</p>
      <p className="text-sm text-muted">{trans('Or choose files. Each one becomes a track you can edit before publishing.')}</p>
      <FileTrigger allowsMultiple acceptedFileTypes={['audio/*']} onSelect={(files) => files && onFiles([...files])}>
        <Button className={buttonStyles()}>{trans('Choose files')}</Button>
      </FileTrigger>
    </DropZone>
  );
}
