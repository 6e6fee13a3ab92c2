import { skipToken, useQuery } from '@tanstack/react-query';
import { providerKeys } from '../../api/provider';
import type { Patient } from '../../api/types';

/**
 * The patient the desk looked up (card and date of birth, features/lookup/LookupForm.tsx), from the
 * query cache only: the API answers nobody's cover for a card alone, so a page opened without a
 * lookup (a link, a reload) asks the date of birth again instead of fetching.
 */
export function useLookedUpPatient(card: string): Patient | undefined {
  return useQuery({ queryKey: providerKeys.patient(card), queryFn: skipToken }).data as Patient | undefined;
}
