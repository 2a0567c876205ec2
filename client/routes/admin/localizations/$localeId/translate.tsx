import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { guard } from '../../../../auth/route-guards';
import { localizationQuery } from '../../../../admin/localizations/localization-query';
import { ENGLISH } from '../../../../admin/localizations/localization-types';
import { TranslatePage, type TranslateSearch } from '../../../../admin/localizations/translate/translate-page';

const searchSchema = z.object({
  query: z.string().max(200).optional().catch(undefined),
  untranslated: z.boolean().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  perPage: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
});

/** SPEC section 2: admin/localizations/{localeId}/translate (localizations.update). */
export const Route = createFileRoute('/admin/localizations/$localeId/translate')({
  params: { parse: ({ localeId }) => ({ localeId: z.coerce.number().int().positive().parse(localeId) }), stringify: ({ localeId }) => ({ localeId: String(localeId) }) },
  beforeLoad: guard({ permission: 'localizations.update' }),
  validateSearch: searchSchema,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(localizationQuery(params.localeId));
    void context.queryClient.prefetchQuery(localizationQuery(ENGLISH));
  },
  staticData: { crumb: 'Translate' },
  component: function Translate() {
    const navigate = useNavigate();
    const onSearch = (patch: Partial<TranslateSearch>) => void navigate({ to: '.', search: (previous: TranslateSearch) => ({ ...previous, ...patch }), replace: true });
    return <TranslatePage localeId={Route.useParams().localeId} search={Route.useSearch()} onSearch={onSearch} />;
  },
});
