import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { SEARCH_DEBOUNCE_MS } from './search-constants';
import { searchPath } from './search-paths';
import { useSearchRoute } from './use-search-route';

/**
 * The state of a search input. On the search pages it mirrors the URL: typing
 * rewrites /search/{query} (replacing the history entry) once the user pauses,
 * and going back or following a link puts the URL's query in the input.
 * Elsewhere it is plain state, and submitting opens /search/{query}.
 */
export function useSearchInput() {
  const navigate = useNavigate();
  const route = useSearchRoute();
  const routeQuery = route?.query ?? null;
  const [value, setValue] = useState(routeQuery ?? '');
  // When the URL's query changes, the input follows, unless this input wrote it:
  // the user may have typed on while that navigation was under way.
  const [seen, setSeen] = useState(routeQuery);
  const [sent, setSent] = useState<string | null>(null);
  if (routeQuery !== seen) {
    setSeen(routeQuery);
    if (routeQuery === sent) setSent(null);
    else if (routeQuery !== null && routeQuery !== value.trim()) setValue(routeQuery);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (query: string, replace: boolean) => {
    clearTimeout(timer.current);
    if (query.trim() !== routeQuery) setSent(query.trim());
    void navigate({ to: searchPath(query, route?.tab), replace });
  };

  return {
    value,
    /** True on the search pages, whose content shows the results. */
    isSearchPage: route !== null,
    onChange(next: string) {
      setValue(next);
      clearTimeout(timer.current);
      if (route && next.trim() !== routeQuery) timer.current = setTimeout(() => go(next, true), SEARCH_DEBOUNCE_MS);
    },
    submit: () => go(value, false),
  };
}
