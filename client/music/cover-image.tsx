import clsx from 'clsx';
import { Music } from 'lucide-react';
import { useState } from 'react';

/** A square cover (or round artist picture) with a neutral placeholder when missing or broken. */
export function CoverImage({ src, alt = '', round, className }: { src: string | null | undefined; alt?: string; round?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false);
  const shape = round ? 'rounded-full' : 'rounded-md';
  if (!src || failed) {
    return (
      <div className={clsx('flex aspect-square items-center justify-center bg-chip text-muted', shape, className)} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <Music className="size-1/3" aria-hidden="true" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} className={clsx('aspect-square object-cover', shape, className)} />;
}
