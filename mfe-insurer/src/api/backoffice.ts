import type { HttpClient } from '@sencare/shared/http';
import { backoffice, pathOf, type BodyOf, type ResponseOf } from '@sencare/shared/contracts';

export type InternalNote = ResponseOf<typeof backoffice.addClaimNote>;
export type AssignmentBody = BodyOf<typeof backoffice.assign>;
export type NoteSubject = { kind: 'claim'; id: string } | { kind: 'gop'; id: number };

export const noteKeys = { of: (subject: NoteSubject) => ['insurer', 'notes', subject.kind, String(subject.id)] as const };

/** A claim's or GOP's internal notes (staff of the insurer only: docs/portals.md "Back office"). */
export const fetchNotes = (http: HttpClient, subject: NoteSubject) =>
  http.get<InternalNote[]>(subject.kind === 'claim' ? pathOf(backoffice.claimNotes, { id: subject.id }) : pathOf(backoffice.gopNotes, { id: subject.id }), undefined, { silent: true });

export const addNote = (http: HttpClient, subject: NoteSubject, body: string) =>
  http.post<InternalNote>(subject.kind === 'claim' ? pathOf(backoffice.addClaimNote, { id: subject.id }) : pathOf(backoffice.addGopNote, { id: subject.id }), { body }, { json: true, silent: true });

export const sendAssignment = (http: HttpClient, claimId: string, body: AssignmentBody) =>
  http.post<ResponseOf<typeof backoffice.assign>>(pathOf(backoffice.assign, { id: claimId }), body, { json: true, silent: true });

export type Assessor = ResponseOf<typeof backoffice.assessors>[number];
export type BulkAssignResult = ResponseOf<typeof backoffice.bulkAssign>;

export const assessorKeys = { all: ['insurer', 'assessors'] as const };

/** The insurer staff a claim can be given to (the bulk assignment's choice). */
export const fetchAssessors = (http: HttpClient) => http.get<Assessor[]>(pathOf(backoffice.assessors), undefined, { silent: true });

/** Up to 100 claims to one assessor; one result per claim (docs/portals.md "Back office"). */
export const sendBulkAssign = (http: HttpClient, body: BodyOf<typeof backoffice.bulkAssign>) =>
  http.post<BulkAssignResult>(pathOf(backoffice.bulkAssign), body, { json: true, silent: true });
