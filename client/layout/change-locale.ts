import { useMutation } from '@tanstack/react-query';
import { patchBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { apiClient } from '../http/api-client';
import { showErrorToast } from '../http/server-errors';

/** SPEC section 7, POST users/me/locale: the server answers with the new localization (lines included). */
export function changeLocale(locale: string) {
  return apiClient.post<{ locale: BootstrapData['i18n'] }>('users/me/locale', { locale });
}

export function useChangeLocale() {
  return useMutation({
    mutationFn: changeLocale,
    onSuccess: (response) => {
      patchBootstrap({ i18n: response.locale });
      document.documentElement.lang = response.locale.language;
    },
    onError: (error) => showErrorToast(error),
  });
}
