import { HR_CLAIMS_CSV_PATH, claimsOverviewQuerySchema, hrClaims, hrMembers, hrUsers } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import type { ApiModule } from '../types';
import { AccessLog } from '../access-log';
import { claimsOverview, overviewCsv } from './claimsOverview';
import { enrolMember } from './enrol';
import { importMembers } from './import';
import { editMember, endCover, findMember, membersQuery, scopeOf, toMember, type MemberRow } from './members';
import { hrProfile } from './profile';
import { createHrUser, editHrUser, listHrUsers, unlockHrUser } from './users';

/**
 * The employer HR portal's API (docs/portals.md "Employer HR and broker"): only `hr` users pass the
 * role guard (src/http/roles.ts); every query is scoped to the user's employer and department
 * (members.ts scopeOf), and changes need the HR admin sub-role. Members' data here is what the
 * employer gave when enrolling them; of their claims only totals are read (claimsOverview.ts), never
 * a diagnosis, a document or who claimed. Opening one member is recorded in the access log before it
 * is answered, as the insurer's and hospitals' reads are (docs/privacy.md "Access log"); the list,
 * enrolling, editing, ending cover and importing are not reads of one person's record.
 */
export const hrModule: ApiModule = {
  name: 'hr',
  register(app, ctx) {
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['hr'];
    const accessLog = new AccessLog(ctx.db);
    contractRoute(app, hrMembers.profile, { onRequest, tags, handler: async (request) => hrProfile(ctx.db, scopeOf(authOf(request).user)) });
    contractRoute(app, hrMembers.list, {
      onRequest,
      tags,
      handler: async (request) => {
        const { q, department, status, plan, page, pageSize } = request.query;
        let query = membersQuery(ctx.db, scopeOf(authOf(request).user));
        if (q) {
          const like = `%${q.toLowerCase()}%`;
          query = query.where((eb) => eb.or([eb(eb.fn('lower', ['group_members.full_name']), 'like', like), eb(eb.fn('lower', ['group_members.employee_no']), 'like', like), eb('group_members.id_number', 'like', like)]));
        }
        if (department) query = query.where('group_members.department', '=', department);
        if (status) query = query.where('group_members.status', '=', status);
        if (plan) query = query.where('group_members.plan_code', '=', plan.toUpperCase());
        const counted = await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const rows = (await query.orderBy('group_members.employee_no').orderBy('group_members.id').limit(pageSize).offset((page - 1) * pageSize).execute()) as MemberRow[];
        return { items: rows.map(toMember), total: Number(counted.n) };
      },
    });
    contractRoute(app, hrMembers.detail, {
      onRequest,
      tags,
      handler: async (request) => {
        // Found in the HR user's scope first: another employer's or department's member is 404, unrecorded.
        const member = await findMember(ctx.db, scopeOf(authOf(request).user), request.params.id);
        await accessLog.record(request, { subject: { groupMemberId: member.id }, kind: 'group_member' });
        return toMember(member);
      },
    });
    contractRoute(app, hrMembers.create, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        const scope = scopeOf(authOf(request).user);
        const enrolled = await ctx.db.transaction().execute((trx) => enrolMember(trx, scope, request.body));
        if (enrolled.invitation) await ctx.mailer.send(enrolled.invitation);
        reply.status(201);
        return toMember(await findMember(ctx.db, scope, enrolled.memberId));
      },
    });
    contractRoute(app, hrMembers.edit, { onRequest, tags, handler: async (request) => toMember(await editMember(ctx.db, scopeOf(authOf(request).user), request.params.id, request.body)) });
    contractRoute(app, hrMembers.endCover, { onRequest, tags, handler: async (request) => toMember(await endCover(ctx.db, scopeOf(authOf(request).user), request.params.id, request.body.effectiveDate)) });
    contractRoute(app, hrMembers.import, {
      onRequest,
      tags,
      handler: async (request) => {
        const { result, invitations } = await importMembers(ctx.db, scopeOf(authOf(request).user), request.body.csv, request.body.apply);
        for (const invitation of invitations) await ctx.mailer.send(invitation);
        return result;
      },
    });
    contractRoute(app, hrUsers.list, { onRequest, tags, handler: async (request) => ({ items: await listHrUsers(ctx.db, scopeOf(authOf(request).user), authOf(request).user.id) }) });
    contractRoute(app, hrUsers.create, {
      onRequest,
      tags,
      handler: async (request, reply) => {
        const me = authOf(request).user;
        const { user, invitation } = await createHrUser(ctx.db, scopeOf(me), me.id, request.body);
        await ctx.mailer.send(invitation);
        reply.status(201);
        return user;
      },
    });
    contractRoute(app, hrUsers.edit, {
      onRequest,
      tags,
      handler: async (request) => {
        const me = authOf(request).user;
        return editHrUser(ctx.db, scopeOf(me), me.id, request.params.id, request.body, (userId) => ctx.sessions.revokeAllFor(userId));
      },
    });
    contractRoute(app, hrUsers.unlock, { onRequest, tags, handler: async (request) => unlockHrUser(ctx.db, scopeOf(authOf(request).user), authOf(request).user.id, request.params.id) });
    contractRoute(app, hrClaims.overview, { onRequest, tags, handler: async (request) => claimsOverview(ctx.db, scopeOf(authOf(request).user), request.query.months) });
    app.get(HR_CLAIMS_CSV_PATH, {
      onRequest,
      schema: { tags, summary: 'The claims overview as CSV (UTF-8 with BOM)', querystring: claimsOverviewQuerySchema },
      handler: async (request, reply) => {
        const overview = await claimsOverview(ctx.db, scopeOf(authOf(request).user), request.query.months);
        reply.header('content-type', 'text/csv; charset=utf-8').header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="claims-overview-${overview.from}.csv"`);
        return overviewCsv(overview);
      },
    });
  },
};
