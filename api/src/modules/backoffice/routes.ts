import type { FastifyRequest } from 'fastify';
import { backoffice } from '@sencare/shared/contracts';
import type { ClaimDetail } from '@sencare/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { fail } from '../../http/envelope';
import type { Api } from '../types';
import { assign, assigneeOf } from './assignment';
import { bulkAssign } from './bulk';
import { addNote, eventActors, notesOf } from './notes';

/** The insurer's view of a claim: who works it, and the person behind each move of its timeline. */
export async function withBackoffice<D extends ClaimDetail>(db: Db, detail: D, viewerId: number) {
  const [assignee, actors] = await Promise.all([assigneeOf(db, detail.id, viewerId), eventActors(db, detail.id)]);
  return { ...detail, assignee, events: detail.events.map((e) => ({ ...e, actorName: actors.get(e.id) ?? null })) };
}

async function requireGop(db: Db, id: number): Promise<void> {
  if (!(await db.selectFrom('gops').select('id').where('id', '=', id).executeTakeFirst())) throw fail.notFound();
}

/**
 * The back office of the insurer console (docs/portals.md "Back office"): assignment, internal
 * notes on claims and GOPs. Under /api/insurer, so only insurers pass the role guard
 * (src/http/roles.ts); the notes are served by these routes alone: no customer or hospital answer
 * reads internal_notes (backoffice.test.ts checks theirs).
 */
export function registerBackofficeRoutes(app: Api, ctx: AppContext): void {
  const onRequest = sessionGuard(ctx.sessions);
  const tags = ['insurer', 'backoffice'];
  const staff = (request: FastifyRequest) => authOf(request).user;
  const db = ctx.db;

  contractRoute(app, backoffice.assign, { onRequest, tags, handler: async (request) => ({ assignee: await assign(db, request.params.id, { id: staff(request).id, name: staff(request).full_name }, request.body) }) });
  contractRoute(app, backoffice.assessors, {
    onRequest,
    tags,
    handler: async () => (await db.selectFrom('users').select(['id', 'full_name']).where('role', '=', 'insurer').orderBy('full_name').execute()).map((u) => ({ id: u.id, name: u.full_name })),
  });
  contractRoute(app, backoffice.claimNotes, {
    onRequest,
    tags,
    handler: async (request) => {
      await assigneeOf(db, request.params.id);
      return notesOf(db, 'claim', request.params.id);
    },
  });
  contractRoute(app, backoffice.addClaimNote, {
    onRequest,
    tags,
    handler: async (request, reply) => {
      await assigneeOf(db, request.params.id);
      reply.status(201);
      return addNote(db, 'claim', request.params.id, staff(request).id, request.body.body);
    },
  });
  contractRoute(app, backoffice.gopNotes, {
    onRequest,
    tags,
    handler: async (request) => {
      await requireGop(db, request.params.id);
      return notesOf(db, 'gop', String(request.params.id));
    },
  });
  contractRoute(app, backoffice.addGopNote, {
    onRequest,
    tags,
    handler: async (request, reply) => {
      await requireGop(db, request.params.id);
      reply.status(201);
      return addNote(db, 'gop', String(request.params.id), staff(request).id, request.body.body);
    },
  });
  contractRoute(app, backoffice.bulkAssign, { onRequest, tags, handler: async (request) => bulkAssign(db, { id: staff(request).id, name: staff(request).full_name }, request.body) });
}
