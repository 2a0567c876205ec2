import { buttonStyles } from '../../ui/button-styles';

/** The small text buttons under a comment (Reply, Delete, View replies). */
export const commentActionStyle = buttonStyles({ variant: 'text', size: 'sm', className: 'h-7 px-0' });
