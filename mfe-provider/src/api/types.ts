import type { BodyOf, QueryOf, ResponseOf, customer, providerDoctors, providerGopVerification, providerGops } from '@sencare/shared/contracts';

/**
 * The provider API's shapes (docs/portals.md "GOP", "API routes"), inferred from the endpoints'
 * declarations in @sencare/shared/contracts, which the API serializes every answer with.
 */
export { GOP_STATUSES } from '@sencare/shared/rules';
export type { GopStatus, GopAction, GopConclusion, GopDocumentKind, LocalizedText as Localized } from '@sencare/shared/rules';

/** A GOP request as the list and the detail answer it (events, documents and the actions allowed now). */
export type Gop = ResponseOf<typeof providerGops.detail>;
export type GopEvent = Gop['events'][number];
export type GopPage = ResponseOf<typeof providerGops.list>;
export type GopDocument = ResponseOf<typeof providerGops.upload>;
export type Patient = ResponseOf<typeof providerGops.lookup>;
export type PatientBenefit = Patient['benefits'][number];

/** POST /customer/getuserinfo for a provider user (docs/portals.md "Roles": providerId and providerName are set). */
export type ProviderProfile = ResponseOf<typeof customer.userInfo>;

/** POST /provider/gops: the lookup's proof again (the card and the date of birth, api/README.md "Patient lookups"). */
export type NewGop = BodyOf<typeof providerGops.create>;

export type GopActionInput = BodyOf<typeof providerGops.act>;

/** The hospital's doctors (docs/portals.md "Doctors"). */
export type DoctorList = ResponseOf<typeof providerDoctors.list>;
export type Doctor = DoctorList['items'][number];
export type DoctorQuery = QueryOf<typeof providerDoctors.list>;
export type DoctorInput = BodyOf<typeof providerDoctors.create>;

/** GET /provider/gops/verify: a genuine letter's case, the patient's initials, the amount and validity. */
export type GopVerification = ResponseOf<typeof providerGopVerification.verify>;
