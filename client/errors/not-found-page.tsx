import { Link } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { LazyIllustration } from './lazy-illustration';

/** SPEC section 2: the 404 page. */
export function NotFoundPage() {
  const trans = useTrans();
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <LazyIllustration name="doorway" />
      <div className="max-w-md">
        <p className="mb-2 text-sm font-bold uppercase tracking-widest text-primary">404</p>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">
          {trans("Looks like you've found the doorway to the great nothing")}
        </h1>
      </div>
      <Link to="/" className={buttonStyles({ size: 'lg' })}>
        {trans('Take me there!')}
      </Link>
    </div>
  );
}
