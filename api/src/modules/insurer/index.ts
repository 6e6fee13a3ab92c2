/**
 * The insurer module's public surface: the insurer's services (the one way an insurer moves a
 * claim or decides a cashless application) and the assessor's command runner (assessor.ts), which
 * tests drive as an operator would; never assessor-cli.ts, whose main guard would run in the server.
 */
export { runAssessor, type AssessorContext } from './assessor';
export { InsurerCashlessQueue, InsurerClaims } from './service';
