import { Link } from '@tanstack/react-router';
import { Radio } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';

/** "Go to radio": a queue of similar tracks seeded by this page's artist or track. */
export function RadioLink({ to }: { to: string }) {
  const trans = useTrans();
  return (
    <Link to={to} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
      <Radio className="size-4" aria-hidden="true" />
      {trans('Radio')}
    </Link>
  );
}
