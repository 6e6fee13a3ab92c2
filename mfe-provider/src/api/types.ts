import type { GopEventView, GopView, PatientLookup, ProviderGopActionInput } from '@sencare/shared/rules';

/**
 * The provider API's shapes (docs/portals.md "GOP", "API routes"), from the kernel's domain rules
 * (shared/src/rules/gop.ts), which the API validates and answers with.
 */
export { GOP_STATUSES } from '@sencare/shared/rules';
export type { GopStatus, GopAction, GopConclusion, GopDocumentKind, GopDocumentView as GopDocument, PatientBenefit, LocalizedText as Localized } from '@sencare/shared/rules';

export type GopEvent = GopEventView;

/** A GOP as the detail route answers it; list items come without events, documents and actions. */
export type Gop = Omit<GopView, 'events' | 'documents' | 'actions'> & Partial<Pick<GopView, 'events' | 'documents' | 'actions'>>;

export interface GopPage {
  items: Gop[];
  total: number;
}

export type Patient = PatientLookup;

/** POST /customer/getuserinfo for a provider user (docs/portals.md "Roles"). */
export interface ProviderProfile {
  userCode: string;
  account: string;
  fullName: string;
  email?: string | null;
  role: string;
  providerId?: number | null;
  providerName?: string | null;
}

export interface NewGop {
  cardNumber: string;
  /** The patient's date of birth (YYYY-MM-DD): the API asks the lookup's proof again (api/README.md "Patient lookups"). */
  dob: string;
  admissionDate: string;
  diagnosis: string;
  estimatedAmount: number;
  benefitCode: string;
}

export type GopActionInput = ProviderGopActionInput;
