/**
 * The cashless module's public surface: the customer's cashless service (its repository is
 * `service.repo`, which the insurer's queue reads: insurer/service.ts) and the seed's approved
 * application.
 */
export { seedApprovedApplication } from './repository';
export { CashlessService } from './service';
