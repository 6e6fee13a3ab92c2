import { CASHLESS_REQUIRED_FILES, PROVIDER_PAGE_SIZE, foldForSearch, providerDistanceKm, sniffImageType, type CashlessFileField } from '@sencare/shared/rules';
import type { CashlessStatusResponse, Provider, ProviderCity, ProviderPage } from '@sencare/shared/contracts';
import type { AutoApprove } from '../../config';
import type { AppContext } from '../../context';
import { ApiFailure, CODE, fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import type { UserRow } from '../auth';
import { LiveNotices } from '../live';
import { DEMO } from '../../db/seed';
import type { StoredImage } from './files';
import { CashlessRepository, type ProviderRow } from './repository';

/** Read when asked, not at load: db/seed.ts imports this module's public entry (cashless/index.ts) too. */
const isDemoAccount = (account: string) => account === DEMO.demo.account || account === DEMO.lan.account;

/** Known centres: where distances start when the device gives no position (remote: "falls back to city centre"). */
const CITY_CENTRES: Record<string, { lat: number; lng: number }> = {
  'Hà Nội': { lat: 21.0285, lng: 105.8542 },
  'TP. Hồ Chí Minh': { lat: 10.7769, lng: 106.7009 },
  'Đà Nẵng': { lat: 16.0544, lng: 108.2022 },
};

/** Search words for specialty codes, so "tim mạch" finds cardiology providers too. */
const SPECIALTY_WORDS: Record<string, string> = {
  general: 'general đa khoa',
  internal: 'internal medicine nội khoa',
  surgery: 'surgery ngoại khoa phẫu thuật',
  pediatrics: 'pediatrics children nhi khoa trẻ em',
  obstetrics: 'obstetrics maternity sản khoa',
  cardiology: 'cardiology heart tim mạch',
  dental: 'dental dentist nha khoa răng',
  ophthalmology: 'ophthalmology eye mắt',
  ent: 'ear nose throat tai mũi họng',
  dermatology: 'dermatology skin da liễu',
  orthopedics: 'orthopedics bone chấn thương chỉnh hình xương',
  oncology: 'oncology cancer ung bướu',
  emergency: 'emergency cấp cứu',
  endocrinology: 'endocrinology diabetes nội tiết',
};

/** A photo of the application, already streamed to storage by the route (files.ts streamImage). */
export interface UploadedImage extends StoredImage {
  field: CashlessFileField;
}

export function toProvider(row: ProviderRow, from?: { lat: number; lng: number } | null): Provider {
  const lat = Number(row.lat);
  const lng = Number(row.lng);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    lat,
    lng,
    phone: row.phone,
    cashless: Number(row.cashless) === 1,
    specialties: row.specialties ? row.specialties.split(',').filter(Boolean) : [],
    distanceKm: from ? providerDistanceKm(from, { lat, lng }) : null,
  };
}

function searchableText(row: ProviderRow): string {
  const specialties = row.specialties.split(',').map((code) => `${code} ${SPECIALTY_WORDS[code] ?? ''}`);
  return foldForSearch([row.name, row.address, row.city, ...specialties].join(' '));
}

export class CashlessService {
  readonly repo: CashlessRepository;
  private readonly live: LiveNotices;
  constructor(ctx: AppContext, private readonly autoApprove: AutoApprove = ctx.config.cashlessAutoApprove) {
    this.repo = new CashlessRepository(ctx.db);
    this.live = new LiveNotices(ctx.db);
  }

  async status(user: UserRow): Promise<CashlessStatusResponse> {
    const latest = await this.repo.latestApplication(user.id);
    const status = user.cashless_status;
    const rejected = status === 'none' && latest?.status === 'rejected' && latest.decided_at;
    return {
      status,
      appliedAt: status === 'none' ? null : (latest?.created_at ?? null),
      // The insurer's approval time; null (no date shown) for a customer made active without an application.
      activatedAt: status === 'active' && latest?.status === 'active' ? latest.decided_at : null,
      rejection: rejected ? { at: latest.decided_at as string, reason: latest.decision_note } : null,
    };
  }

  private approvesAtOnce(user: UserRow): boolean {
    return this.autoApprove === 'all' || (this.autoApprove === 'demo' && isDemoAccount(user.account));
  }

  /**
   * Who may apply, from the session's user row alone: the route asks before reading a byte of
   * the multipart body, so an active or pending customer's photos are never read.
   * createApplication re-checks the status in its transaction.
   */
  assertMayApply(user: UserRow): void {
    if (user.role !== 'customer') throw fail.forbidden();
    if (user.cashless_status !== 'none') throw fail.conflict('error.cashlessAlreadyApplied');
  }

  /** Records the application; the caller removes the photos from disk when this throws. */
  async apply(
    user: UserRow,
    fields: { fullName: string; idType: string; idNumber: string; dateOfBirth: string; phone: string },
    images: UploadedImage[],
  ): Promise<CashlessStatusResponse> {
    this.assertMayApply(user);

    const errors: Record<string, string> = {};
    for (const required of CASHLESS_REQUIRED_FILES) {
      // The signature has the wording the app shows under its pad ("Signature cannot be empty").
      if (!images.some((i) => i.field === required)) errors[required] = required === 'signature' ? 'validation.claims.signatureRequired' : 'validation.required';
    }
    const mimes = new Map<CashlessFileField, string>();
    for (const image of images) {
      const mime = sniffImageType(image.head);
      if (!mime) errors[image.field] = 'validation.imageType';
      // The pad draws a PNG, as the claim's signature (signatureSchema in shared/src/rules/claims.ts);
      // any other image was stored and then shown as a broken picture to the insurer.
      else if (image.field === 'signature' && mime !== 'image/png') errors.signature = 'validation.claims.signatureRequired';
      else mimes.set(image.field, mime);
    }
    if (Object.keys(errors).length) throw new ApiFailure(400, CODE.validation, 'validation.invalid', null, errors);

    const now = nowIso();
    const approve = this.approvesAtOnce(user);
    const id = await this.repo.createApplication(
      user.id,
      {
        status: approve ? 'active' : 'pending',
        full_name: fields.fullName,
        id_type: fields.idType,
        id_number: fields.idNumber,
        date_of_birth: fields.dateOfBirth,
        phone: fields.phone,
        commitments_accepted_at: now,
        decided_by: approve ? 'auto-demo' : null,
        decided_at: approve ? now : null,
        created_at: now,
      },
      images.map((s) => ({ kind: s.field, stored_name: s.storedName, size: s.size, sha256: s.sha256, mime: mimes.get(s.field) as string, created_at: now })),
      approve ? 'active' : 'pending',
      now,
    );
    if (id === null) throw fail.conflict('error.cashlessAlreadyApplied');
    return { status: approve ? 'active' : 'pending', appliedAt: now, activatedAt: approve ? now : null, rejection: null };
  }

  async search(query: { q?: string; city?: string; cashless?: 'true' | 'false'; lat?: number; lng?: number; page?: number; pageSize?: number }): Promise<ProviderPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PROVIDER_PAGE_SIZE;
    const from = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
    // City and cashless narrow in SQL; the text match and the distance run here, because SQLite has
    // neither Unicode-aware lower() nor trigonometry. Fine for the few thousand providers of a network.
    let rows = await this.repo.providers({ city: query.city || undefined, cashless: query.cashless === 'true' });
    const words = foldForSearch(query.q ?? '').split(/\s+/).filter(Boolean);
    if (words.length) rows = rows.filter((row) => {
      const text = searchableText(row);
      return words.every((w) => text.includes(w));
    });
    const items = rows.map((row) => toProvider(row, from));
    if (from) items.sort((a, b) => (a.distanceKm as number) - (b.distanceKm as number) || a.id - b.id);
    else items.sort((a, b) => a.name.localeCompare(b.name, 'vi') || a.id - b.id);
    const start = (page - 1) * pageSize;
    return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length, hasMore: start + pageSize < items.length };
  }

  async provider(id: number, from: { lat: number; lng: number } | null): Promise<Provider> {
    const row = await this.repo.provider(id);
    if (!row) throw fail.notFound();
    return toProvider(row, from);
  }

  async cities(): Promise<ProviderCity[]> {
    const rows = await this.repo.providers({});
    const byCity = new Map<string, ProviderRow[]>();
    for (const row of rows) byCity.set(row.city, [...(byCity.get(row.city) ?? []), row]);
    return [...byCity.entries()]
      .map(([city, list]) => {
        const centre = CITY_CENTRES[city] ?? { lat: list.reduce((s, r) => s + Number(r.lat), 0) / list.length, lng: list.reduce((s, r) => s + Number(r.lng), 0) / list.length };
        return { city, count: list.length, ...centre };
      })
      .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city, 'vi'));
  }
}
