import type { Doctor } from '@sencare/shared/contracts';
import { foldForSearch, type DoctorParsed, type DoctorStatus } from '@sencare/shared/rules';
import type { Db } from '../../../db/database';
import { ApiFailure, CODE, fail } from '../../../http/envelope';
import type { UserRow } from '../../auth';
import { DoctorRepository, type DoctorRow, type DoctorWrite } from './repository';

/**
 * A hospital's doctors (docs/portals.md "Doctors"): every staff member of the hospital reads them,
 * only its provider admin (users.provider_sub_role = admin, migration 230) adds and changes them;
 * deny by default, so staff seeded before the sub-role existed (null) only read. Another
 * hospital's doctor is 404, as if it did not exist.
 */
export interface ProviderScope {
  providerId: number;
  admin: boolean;
}

export function providerScopeOf(user: UserRow): ProviderScope {
  // The role guard (src/http/roles.ts) let only provider staff in; one without a hospital sees nothing of any.
  if (user.provider_id === null) throw fail.forbidden();
  return { providerId: Number(user.provider_id), admin: user.provider_sub_role === 'admin' };
}

const CODE_EXISTS = 'validation.provider.doctorCodeExists';
/** 409, with the key on the code field too, so the form shows it under the code. */
const codeExists = () => new ApiFailure(409, CODE.conflict, CODE_EXISTS, null, { code: CODE_EXISTS });
const notFound = () => fail.notFound('validation.provider.doctorNotFound');

export const toDoctor = (row: DoctorRow): Doctor => ({
  id: row.id,
  code: row.code,
  fullName: row.full_name,
  department: row.department,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

function written(result: DoctorWrite | undefined): Doctor {
  if (result === undefined) throw notFound();
  if (result === 'taken') throw codeExists();
  return toDoctor(result);
}

export class ProviderDoctors {
  private readonly repo: DoctorRepository;

  constructor(db: Db) {
    this.repo = new DoctorRepository(db);
  }

  /**
   * By name in Vietnamese order; `q` matches code, name or department with or without accents
   * ("nguyen" finds "Nguyễn"), which SQL's lower() does not do on SQLite. One hospital's doctors
   * are a few hundred rows, so they are filtered here.
   */
  async list(scope: ProviderScope, query: { q?: string; status?: DoctorStatus }): Promise<{ items: Doctor[]; canManage: boolean }> {
    const rows = await this.repo.list(scope.providerId, query.status);
    const needle = query.q ? foldForSearch(query.q) : '';
    const matching = needle ? rows.filter((r) => [r.code, r.full_name, r.department].some((text) => foldForSearch(text).includes(needle))) : rows;
    const items = matching.map(toDoctor).sort((a, b) => a.fullName.localeCompare(b.fullName, 'vi') || a.id - b.id);
    return { items, canManage: scope.admin };
  }

  async create(scope: ProviderScope, input: DoctorParsed): Promise<Doctor> {
    if (!scope.admin) throw fail.forbidden();
    return written(await this.repo.insert(scope.providerId, input));
  }

  async edit(scope: ProviderScope, id: number, input: DoctorParsed): Promise<Doctor> {
    if (!scope.admin) throw fail.forbidden();
    return written(await this.repo.update(scope.providerId, id, input));
  }
}
