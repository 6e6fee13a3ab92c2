/**
 * Play the insurer locally: `npm run assessor -w api -- <command>`
 *   list [tab]                         claims of every customer (tab: submission | in_progress | completed)
 *   show <claimId>                     details, fee items and timeline
 *   move <claimId> <status> [note]     any transition the state machine allows the insurer
 *   supplement <claimId> <kind> <reason> [deadline]
 *   settle <claimId> [share=1]         approve every fee line at share × amount
 */
import { loadConfig } from '../../config';
import { migrateToLatest, openDatabase } from '../../db/database';
import type { ClaimStatusName, ClaimTab } from '@sencare/shared/rules';
import { ClaimsService } from './service';
import type { AppContext } from '../../context';

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const service = new ClaimsService({ config, db: database.db, dialect: database.dialect } as AppContext);
  const assessor = await database.db.selectFrom('users').selectAll().where('role', '=', 'insurer').orderBy('id').executeTakeFirstOrThrow();
  try {
    switch (command) {
      case 'list': {
        const page = await service.repo.list(null, (args[0] as ClaimTab) ?? 'in_progress', 1, 50);
        for (const c of page.items) console.log(`${c.id}  ${c.status.padEnd(22)} ${c.insuredName}  ${c.requestAmount ?? ''}`);
        break;
      }
      case 'show':
        console.log(JSON.stringify(await service.detail(assessor, args[0]), null, 2));
        break;
      case 'move': {
        const d = await service.transition(assessor, args[0], { to: args[1] as ClaimStatusName, note: args[2] });
        console.log(`${d.id} → ${d.status}`);
        break;
      }
      case 'supplement': {
        const d = await service.transition(assessor, args[0], { to: 'supplement_requested', note: args[2], items: [{ kind: args[1] as never, reason: args[2], deadline: args[3] }] });
        console.log(`${d.id} → ${d.status}`);
        break;
      }
      case 'settle': {
        const share = Number(args[1] ?? 1);
        const claim = await service.detail(assessor, args[0]);
        const decisions = claim.feeItems.map((f) => {
          const approvedAmount = Math.round(f.amount * share);
          return { feeItemId: f.id, decision: (approvedAmount === f.amount ? 'approved' : approvedAmount === 0 ? 'rejected' : 'partial') as 'approved', approvedAmount };
        });
        const d = await service.transition(assessor, args[0], { to: 'settled', decisions, amount: decisions.reduce((s, x) => s + x.approvedAmount, 0), note: args[2] });
        console.log(`${d.id} → ${d.status} (${d.reimbursementAmount})`);
        break;
      }
      default:
        console.log('commands: list [tab] | show <id> | move <id> <status> [note] | supplement <id> <kind> <reason> [deadline] | settle <id> [share]');
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await database.destroy();
  }
}

void main();
