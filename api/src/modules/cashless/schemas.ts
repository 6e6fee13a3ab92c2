import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';

export { cashlessApplyFieldsSchema, providerSearchSchema } from '@sencare/shared/rules';

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

export const providerPageSchema = z.object({
  items: z.array(providerSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
});

export const providerCitySchema = z.object({ city: z.string(), count: z.number(), lat: z.number(), lng: z.number() });

export const providerIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,9}$/, { error: 'validation.invalid' }).transform(Number),
});

/** Optional origin for the distance of one provider. */
export const providerOriginQuery = z
  .strictObject({
    lat: z.coerce.number({ error: 'validation.invalid' }).min(-90, { error: 'validation.invalid' }).max(90, { error: 'validation.invalid' }).optional(),
    lng: z.coerce.number({ error: 'validation.invalid' }).min(-180, { error: 'validation.invalid' }).max(180, { error: 'validation.invalid' }).optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { error: 'validation.required', path: ['lat'] });

export const statusResponse = envelopeOf(cashlessStatusSchema);
export const providerPageResponse = envelopeOf(providerPageSchema);
export const providerResponse = envelopeOf(providerSchema);
export const providerCitiesResponse = envelopeOf(z.array(providerCitySchema));
