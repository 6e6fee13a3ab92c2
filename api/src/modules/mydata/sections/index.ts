import { accessLogSection } from './access-log';
import { cashlessSection } from './cashless';
import { claimsSection } from './claims';
import { consentsSection } from './consents';
import { devicesSection } from './devices';
import { messagesSection } from './messages';
import { policiesSection } from './policies';
import { profileSection } from './profile';
import { requestsSection } from './requests';
import type { ExportSection } from './types';

export type { ExportSection, Localized, SectionData, SectionFile } from './types';

/**
 * Every kind of data the archive and the overview carry, in the order the summary prints them.
 * Another team that holds personal data adds its section file here, one line each.
 */
export const SECTIONS: readonly ExportSection[] = [
  profileSection,
  policiesSection,
  claimsSection,
  cashlessSection,
  messagesSection,
  devicesSection,
  requestsSection,
  consentsSection,
  accessLogSection,
];
