import { Share2 } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTrans } from '../i18n/trans';
import { shareLink } from '../music/share';
import { iconButtonStyles } from '../ui/button-styles';

/** Shares a page's link (native share sheet or clipboard). */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const trans = useTrans();
  return (
    <Button aria-label={trans('Share')} onPress={() => void shareLink(path, title)} className={iconButtonStyles()}>
      <Share2 className="size-5" aria-hidden="true" />
    </Button>
  );
}
