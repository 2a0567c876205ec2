import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { parseId } from '../../../../routing/route-params';
import { flag, intBetween, textUpTo } from '../../../../routing/search-values';
import { guard } from '../../../../auth/route-guards';
import { localizationQuery } from '../../../../admin/localizations/localization-query';
import { ENGLISH } from '../../../../admin/localizations/localization-types';
import { TranslatePage, type TranslateSearch } from '../../../../admin/localizations/translate/translate-page';

function searchSchema(search: Record<string, unknown>): TranslateSearch {
  const values = { query: textUpTo(search.query, 200), untranslated: flag(search.untranslated), page: intBetween(search.page, 1), perPage: intBetween(search.perPage, 1, 100) };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** SPEC section 2: admin/localizations/{localeId}/translate (localizations.update). */
export const Route = createFileRoute('/admin/localizations/$localeId/translate')({
  params: { parse: ({ localeId }) => ({ localeId: parseId(localeId) }), stringify: ({ localeId }) => ({ localeId: String(localeId) }) },
  beforeLoad: guard({ permission: 'localizations.update' }),
  validateSearch: searchSchema,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(localizationQuery(params.localeId));
    void context.queryClient.prefetchQuery(localizationQuery(ENGLISH));
  },
  staticData: { crumb: 'Translate' },
  component: function Translate() {
    const navigate = useNavigate({ from: Route.fullPath });
    const onSearch = (patch: Partial<TranslateSearch>) => void navigate({ to: '.', search: (previous: TranslateSearch) => ({ ...previous, ...patch }), replace: true });
    return <TranslatePage localeId={Route.useParams().localeId} search={Route.useSearch()} onSearch={onSearch} />;
  },
});
