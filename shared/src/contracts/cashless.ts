import { z } from 'zod';
import { providerSearchSchema } from '../rules';
import { endpoint, type ResponseOf } from './endpoint';

const invalid = { error: 'validation.invalid' };

export const cashlessStatusSchema = z.object({
  status: z.enum(['none', 'pending', 'active']),
  activatedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
  rejection: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
});

export const providerSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string(),
  cashless: z.boolean(),
  specialties: z.array(z.string()),
  distanceKm: z.number().nullable(),
});

export type CashlessStatusResponse = z.output<typeof cashlessStatusSchema>;
export type CashlessRejection = NonNullable<CashlessStatusResponse['rejection']>;
/** distanceKm: kilometres from the point the search gave; null without one. */
export type Provider = z.output<typeof providerSchema>;

export const providerIdParams = z.strictObject({ id: z.string().regex(/^\d{1,9}$/, invalid).transform(Number) });

/** Optional origin for the distance of one provider. */
export const providerOriginQuery = z
  .strictObject({
    lat: z.coerce.number(invalid).min(-90, invalid).max(90, invalid).optional(),
    lng: z.coerce.number(invalid).min(-180, invalid).max(180, invalid).optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { error: 'validation.required', path: ['lat'] });

/** Cashless activation and the medical provider directory (mfe-cashless; api/src/modules/cashless). */
export const cashless = {
  status: endpoint({ method: 'GET', path: '/cashless/status', summary: "The user's cashless service status (none | pending | active)", response: cashlessStatusSchema }),
  apply: endpoint({
    method: 'POST',
    path: '/cashless/apply',
    summary: 'Apply for cashless service (multipart: fullName, idType, idNumber, dateOfBirth, phone, commitmentsAccepted=true; images idFront, idBack, portrait (JPEG/PNG/WebP) and signature (PNG, as the pad draws it), ≤ 10 MB each)',
    response: cashlessStatusSchema,
  }),
  providers: endpoint({
    method: 'GET',
    path: '/providers',
    summary: 'Search medical providers (name, address, specialty; city; cashless), nearest first when lat/lng are given',
    querystring: providerSearchSchema,
    response: z.object({ items: z.array(providerSchema), page: z.number(), pageSize: z.number(), total: z.number(), hasMore: z.boolean() }),
  }),
  cities: endpoint({ method: 'GET', path: '/providers/cities', summary: 'Cities that have providers, with their centre (distance fallback)', response: z.array(z.object({ city: z.string(), count: z.number(), lat: z.number(), lng: z.number() })) }),
  provider: endpoint({ method: 'GET', path: '/providers/:id', summary: 'One medical provider (distance from lat/lng when given)', params: providerIdParams, querystring: providerOriginQuery, response: providerSchema }),
};

export type ProviderPage = ResponseOf<typeof cashless.providers>;
/** lat/lng: where distances are measured from when the device gives no location. */
export type ProviderCity = ResponseOf<typeof cashless.cities>[number];
