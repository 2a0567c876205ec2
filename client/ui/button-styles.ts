import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Keyboard focus ring shared by every interactive element. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-bg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-dark hover:scale-[1.02] active:scale-100 shadow-sm',
  outline: 'border border-fg/40 text-fg hover:border-fg hover:scale-[1.02] active:scale-100',
  ghost: 'text-fg hover:bg-fg/10',
  text: 'text-muted hover:text-fg',
  danger: 'bg-danger text-on-danger hover:bg-danger/90',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3.5 text-xs',
  md: 'h-10 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

/** Classes for anything that looks like a button: <button>, router links and plain anchors. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition',
    'disabled:pointer-events-none disabled:opacity-50',
    focusRing,
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

/** A round, icon-only button. */
export function iconButtonStyles({ size = 'md', className }: { size?: ButtonSize; className?: string } = {}) {
  return clsx(
    'inline-flex shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-fg/10 hover:text-fg',
    'disabled:pointer-events-none disabled:opacity-40',
    focusRing,
    size === 'sm' ? 'size-8' : size === 'md' ? 'size-10' : 'size-12',
    className,
  );
}
