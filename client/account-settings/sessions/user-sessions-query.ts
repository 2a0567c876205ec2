import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';

/** SPEC section 3, Session. */
export type UserSession = {
  id: number | string;
  device_type: 'mobile' | 'tablet' | 'other' | null;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  ip_address: string | null;
  last_active: string | number;
  is_current_device: boolean;
};

export const fetchUserSessions = () => apiClient.get<{ sessions: UserSession[] }>('user-sessions').then((r) => r.sessions);

export const userSessionsQuery = () => queryOptions({ queryKey: ['user-sessions'], queryFn: fetchUserSessions });

export const useUserSessions = () => useQuery(userSessionsQuery());
