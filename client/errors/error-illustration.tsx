import clsx from 'clsx';

/** A doorway opening onto a starry void; colours follow the theme. */
export function DoorwayIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" fill="none" aria-hidden="true" className={clsx('h-auto w-full', className)}>
      <ellipse cx="120" cy="182" rx="92" ry="10" className="fill-fg/5" />
      <rect x="70" y="24" width="100" height="156" rx="6" className="fill-bg-alt stroke-divider" strokeWidth="4" />
      <rect x="80" y="34" width="80" height="146" rx="3" className="fill-bg-alt" />
      <circle cx="100" cy="70" r="2" className="fill-fg/60" />
      <circle cx="138" cy="58" r="1.5" className="fill-fg/40" />
      <circle cx="120" cy="104" r="2.5" className="fill-primary" />
      <circle cx="96" cy="132" r="1.5" className="fill-fg/40" />
      <circle cx="145" cy="120" r="2" className="fill-fg/60" />
      <path d="M160 34 L206 48 L206 172 L160 180 Z" className="fill-chip stroke-divider" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="170" cy="110" r="4" className="fill-primary" />
      <path d="M24 168 q6-14 14 0 M42 152 q4-9 9 0" className="stroke-primary/70" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A speaker with a crack in its sound waves, for failed loads. */
export function BrokenSignalIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" fill="none" aria-hidden="true" className={clsx('h-auto w-full', className)}>
      <ellipse cx="120" cy="182" rx="92" ry="10" className="fill-fg/5" />
      <rect x="66" y="40" width="72" height="132" rx="14" className="fill-chip stroke-divider" strokeWidth="4" />
      <circle cx="102" cy="76" r="14" className="fill-bg-alt" />
      <circle cx="102" cy="132" r="24" className="fill-bg-alt" />
      <circle cx="102" cy="132" r="8" className="fill-primary" />
      <path d="M156 92 q12 14 0 28 M170 80 q24 26 0 52" className="stroke-fg/40" strokeWidth="5" strokeLinecap="round" />
      <path d="M186 70 l8 20 -10 6 12 24" className="stroke-danger" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
