import { ImageOff } from 'lucide-react';

/** A top track's or album's cover beside its name (and its artists, when given). */
export function ImageName({ image, name, detail }: { image: string | null; name: string; detail?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {image ? (
        <img src={image} alt="" loading="lazy" className="size-8 shrink-0 rounded object-cover" />
      ) : (
        <span className="flex size-8 shrink-0 items-center justify-center rounded bg-fg/5 text-muted">
          <ImageOff aria-hidden="true" className="size-4" />
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{name}</span>
        {detail && <span className="truncate text-xs text-muted">{detail}</span>}
      </span>
    </span>
  );
}
