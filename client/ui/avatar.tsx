import clsx from 'clsx';

/**
 * SPEC section 9: users without a picture get initials on one of 9 palette
 * colours, each dark enough for white initials (4.5:1, WCAG 2.1 AA).
 */
export const AVATAR_PALETTE = [
  '#c2185b',
  '#9c27b0',
  '#673ab7',
  '#3f51b5',
  '#0277bd',
  '#00796b',
  '#2e7d32',
  '#bf360c',
  '#6d4c41',
] as const;

export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length];
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [...(words[0] ?? '?')].slice(0, 1);
  return letters.join('').toUpperCase();
}

const SIZES = { sm: 'size-7 text-xs', md: 'size-9 text-sm', lg: 'size-12 text-base' };

type AvatarProps = { name: string; image?: string | null; size?: keyof typeof SIZES; className?: string };

/** Decorative by default: the name is expected next to it or on the surrounding control. */
export function Avatar({ name, image, size = 'md', className }: AvatarProps) {
  const classes = clsx('shrink-0 rounded-full', SIZES[size], className);
  if (image) return <img src={image} alt="" className={clsx(classes, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: avatarColor(name) }}
      className={clsx(classes, 'inline-flex select-none items-center justify-center font-bold text-white')}
    >
      {initials(name)}
    </span>
  );
}
