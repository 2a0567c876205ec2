import { useState } from 'react';
import { useTrans } from '../i18n/trans';
import { UploadProgressList } from '../uploads/upload-progress-list';
import type { UploadQueue } from '../uploads/upload-queue-store';
import { useUploadQueue } from '../uploads/use-upload-queue';
import { AudioDropZone } from './audio-drop-zone';
import { PublishUploadCard } from './publish-upload-card';

/** /backstage/upload (SPEC section 2): upload many audio files, then publish each as a track. */
export function UploadPage({ queue }: { queue?: UploadQueue }) {
  const trans = useTrans();
  const uploads = useUploadQueue(queue);
  // Only this page's files get publish forms; the queue may hold others (avatars, covers).
  const [ids, setIds] = useState<string[]>([]);
  const items = ids.map((id) => uploads.items.find((item) => item.id === id)).filter((item) => item !== undefined);

  return (
    <div className="flex max-w-3xl flex-col gap-6 py-6">
      <h1 className="text-2xl font-bold">{trans('Upload tracks')}</h1>
      <AudioDropZone
        onFiles={(files) => {
          if (!files.length) return;
          // Added to the queue here, not in the state updater: React may run an updater while rendering, and the queue's store then updates the upload list mid-render.
          const added = uploads.add(files);
          setIds((current) => [...current, ...added]);
        }}
      />
      <UploadProgressList queue={queue} />
      {items.map((item) => (
        <PublishUploadCard key={item.id} item={item} queue={queue} />
      ))}
    </div>
  );
}
