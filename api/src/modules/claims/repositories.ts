import type { Db, Dialect } from '../../db/database';
import { ClaimsRepository } from './repository';
import { ClaimDocumentsRepository } from './repository-documents';
import { ClaimFormOptionsRepository } from './repository-form-options';
import { ClaimWritesRepository } from './repository-writes';

/**
 * Every query of the claims service, by what it touches (service.ts holds the
 * rules, these hold the SQL). `transaction` hands the same set bound to one transaction, plus its
 * handle for the helpers that take one (submissions.ts, claim-numbers.ts, messages.ts).
 */
export class ClaimsRepositories {
  readonly claims: ClaimsRepository;
  readonly documents: ClaimDocumentsRepository;
  readonly formOptions: ClaimFormOptionsRepository;
  readonly writes: ClaimWritesRepository;

  constructor(
    readonly db: Db,
    private readonly dialect: Dialect = 'sqlite',
  ) {
    this.claims = new ClaimsRepository(db, dialect);
    this.documents = new ClaimDocumentsRepository(db);
    this.formOptions = new ClaimFormOptionsRepository(db);
    this.writes = new ClaimWritesRepository(db);
  }

  transaction<T>(work: (tx: ClaimsRepositories) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new ClaimsRepositories(trx, this.dialect)));
  }
}
