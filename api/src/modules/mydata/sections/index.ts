import { cashlessSection } from './cashless';
import { claimsSection } from './claims';
import { devicesSection } from './devices';
import { messagesSection } from './messages';
import { policiesSection } from './policies';
import { profileSection } from './profile';
import { requestsSection } from './requests';
import type { ExportSection } from './types';

export type { ExportSection, Localized, SectionData, SectionFile } from './types';

/**
 * Every kind of data the archive and the overview carry, in the order the summary prints them.
 * Another team that holds personal data adds its section file here, one line each:
 * - consents (what the person agreed to and when): the consents work adds `consentsSection`;
 * - the access log (who at the insurer or a hospital read this person's data): the access-log
 *   work adds `accessLogSection`.
 * Neither table exists in this branch; their sections belong with them.
 */
export const SECTIONS: readonly ExportSection[] = [
  profileSection,
  policiesSection,
  claimsSection,
  cashlessSection,
  messagesSection,
  devicesSection,
  requestsSection,
  // consentsSection,
  // accessLogSection,
];
