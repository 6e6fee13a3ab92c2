import { useQuery } from '@tanstack/react-query';
import { useRemoteServices } from '@sencare/shared/ui';
import { brokerKeys, fetchProfile } from '../api/broker';

/**
 * GET /broker/me, one cached answer for every page: the company, the user's agency, the agencies
 * for the forms' choices, and `canManage`, which alone decides whether a page offers a create or
 * edit control (an agent of one agency only reads; the API answers their writes 403).
 */
export function useBrokerProfile() {
  const { http } = useRemoteServices();
  return useQuery({ queryKey: brokerKeys.profile, queryFn: () => fetchProfile(http) });
}
