import { Play } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTrans } from '../i18n/trans';
import { focusRing } from '../ui/button-styles';
import clsx from 'clsx';

/** The big round play button of a page header; `name` makes its label "Play <name>". */
export function PlayButton({ name, onPress, isDisabled }: { name: string; onPress: () => void; isDisabled?: boolean }) {
  const trans = useTrans();
  return (
    <Button
      aria-label={trans('Play :name', { name })}
      isDisabled={isDisabled}
      onPress={onPress}
      className={clsx(
        'flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition hover:scale-105 hover:bg-primary-dark disabled:opacity-50',
        focusRing,
      )}
    >
      <Play className="size-6" fill="currentColor" aria-hidden="true" />
    </Button>
  );
}
