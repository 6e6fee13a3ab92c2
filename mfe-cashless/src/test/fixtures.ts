import { ApiError } from '@sencare/shared/http';
import type { Provider, ProviderPage } from '@sencare/shared/contracts';

export const serverDown = () => new ApiError(500, 'error.system', 500);

export function provider(id: number, overrides: Partial<Provider> = {}): Provider {
  return {
    id,
    name: `Bệnh viện Số ${id}`,
    address: `${id} Giải Phóng, Hà Nội`,
    city: 'Hà Nội',
    lat: 21 + id / 1000,
    lng: 105.8,
    phone: '024 3869 3731',
    cashless: id % 2 === 1,
    specialties: ['general', 'cardiology'],
    distanceKm: id * 0.7,
    ...overrides,
  };
}

export function page(items: Provider[], extra: Partial<ProviderPage> = {}): ProviderPage {
  return { items, page: 1, pageSize: 20, total: items.length, hasMore: false, ...extra };
}

export const CITIES = [
  { city: 'Hà Nội', count: 7, lat: 21.0285, lng: 105.8542 },
  { city: 'Đà Nẵng', count: 4, lat: 16.0544, lng: 108.2022 },
];

/** A tiny real PNG / a text file pretending to be one. */
export const pngFile = (name = 'photo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, { type: 'image/png' });
export const fakeJpeg = () => new File(['%PDF-1.7 not an image'], 'scan.jpg', { type: 'image/jpeg' });
