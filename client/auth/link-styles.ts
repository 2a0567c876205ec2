import clsx from 'clsx';
import { focusRing } from '../ui/button-styles';

/** An inline text link or link-like button on the auth pages. */
export const linkStyles = clsx('rounded font-semibold text-primary underline-offset-2 hover:underline', focusRing);
