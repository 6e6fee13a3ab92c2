/**
 * The insurer module's public surface: the insurer's services (the one way an insurer moves a
 * claim or decides a cashless application) and the assessor CLI's command runner, which scripts
 * and tests drive as an operator would.
 */
export { runAssessor, type AssessorContext } from './assessor-cli';
export { InsurerCashlessQueue, InsurerClaims } from './service';
