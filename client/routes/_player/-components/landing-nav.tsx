import { MenuLink } from '../../../layout/menu-link';
import { useMenu } from '../../../layout/use-menu';
import { useTrans } from '../../../i18n/trans';

/** The landing-page-navbar menu (SPEC.md section 2, menu positions) above the landing page's hero. */
export function LandingNav() {
  const trans = useTrans();
  const items = useMenu('landing-page-navbar');
  if (!items.length) return null;
  return (
    <nav aria-label={trans('Landing page')} className="mb-4 flex flex-wrap justify-end gap-x-5 gap-y-2">
      {items.map((item) => (
        <MenuLink key={item.id} item={item} className="text-sm font-semibold text-muted transition hover:text-fg">
          {trans(item.label)}
        </MenuLink>
      ))}
    </nav>
  );
}
