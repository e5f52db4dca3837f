/** Calls and bodies the vetting server tests share. */
import { todayInDublin } from '../../domain/lib/dates.ts';
import { addMonths } from '../../domain/vetting/application.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/club-spec.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { expect } from 'vitest';
import type { VettingApplicationInput } from '../../domain/vetting/application.ts';
import type { VettingActionInput } from '../../domain/vetting/transitions.ts';
import { vettingApi } from '../../domain/vetting/vetting.contract.ts';
import type { VettingDoc } from '../../domain/vetting/vetting-docs.ts';
import { callContract, type TestServer } from './harness.ts';
import { world } from './world.ts';

export const MAIN_CLUB = orgId.club(MAIN_CLUB_KEY);
export const today = () => todayInDublin();
export const PDF = () => new Blob(['%PDF-1.4\n% vetting test\n%%EOF\n'], { type: 'application/pdf' });

/** An application as the contract answers it, or (a refused call) the error body's field errors. */
export type Answer = VettingDoc & { errors?: { field: string; code?: string; message: string }[] };

export function application(over: Record<string, unknown> = {}, applicant: Record<string, unknown> = {}) {
  return {
    type: 'GARDA_VETTING',
    association: 'GAA',
    organizationId: MAIN_CLUB,
    role: 'COACH_OR_MANAGER',
    purpose: 'Coaching the under-12s',
    applicant: {
      givenName: 'Niamh',
      familyName: 'Ní Cheallaigh',
      gender: 'FEMALE',
      birthDate: '1990-04-02',
      membershipNumber: '',
      email: 'niamh@example.ie',
      phone: '+353 87 123 4567',
      addressLine1: '1 Main Street',
      addressLine2: '',
      town: 'Wicklow',
      county: 'Wicklow',
      postcode: 'A67 X123',
      ...applicant,
    },
    accessNiReference: '',
    nvb1Date: addMonths(today(), -1),
    proofOfAddressDate: addMonths(today(), -2),
    blockingAnswer: false,
    reviewConfirmed: true,
    consentGiven: true,
    ...over,
  };
}

export function vettingCalls(s: TestServer) {
  /** The answer through the contract: the application, or the refusal's body (its `errors` by field). */
  const answer = (res: { status: number; body: VettingDoc; error: unknown }) => ({
    status: res.status,
    body: (res.body ?? res.error) as Answer,
  });
  return {
    // Bodies the schema would refuse are sent too (the tests check the refusals): typed as what they try.
    create: async (as: string, body: unknown) =>
      answer(await callContract(s, vettingApi.create, { body: body as VettingApplicationInput }, as)),
    act: async (as: string, id: string, body: unknown) =>
      answer(await callContract(s, vettingApi.act, { params: { id }, body: body as VettingActionInput }, as)),
    read: async (as: string, id: string) =>
      answer(await callContract(s, vettingApi.get, { params: { id } }, as)),
    upload: (
      as: string,
      id: string,
      category: string,
      subType: string,
      file: Blob = PDF(),
      name = 'doc.pdf',
    ) => {
      const form = new FormData();
      form.set('file', file, name);
      return s.call(`/api/vetting/${id}/file?category=${category}&subType=${subType}`, {
        as,
        method: 'POST',
        body: form,
      });
    },
    gardaUpload: (as: string, files: [string, string][], association = 'GAA') => {
      const form = new FormData();
      for (const [name, text] of files)
        form.append('file', new Blob([text], { type: 'application/json' }), name);
      return s.call(`/api/vetting?association=${association}`, { as, method: 'PATCH', body: form });
    },
  };
}

/** The documents a Garda application needs, uploaded by `as`. */
export async function uploadGardaDocuments(s: TestServer, as: string, id: string, guardian = false) {
  const c = vettingCalls(s);
  const docs: [string, string][] = [
    ['ID_VALIDATION', 'ID_VALIDATION_FORM'],
    ['PHOTO_ID', 'PASSPORT'],
    ['PROOF_OF_ADDRESS', 'UTILITY_BILL'],
    ['ACCEPTANCE', 'NVB1'],
  ];
  if (guardian) docs.push(['PARENTAL_CONSENT', 'NVB3']);
  for (const [category, subType] of docs) {
    const res = await c.upload(as, id, category, subType);
    if (res.status !== 201) throw new Error(`upload ${category}: ${res.status} ${await res.text()}`);
  }
}

export const codes = (b: Answer) => (b.errors ?? []).map((e) => e.code);
export const fields = (b: Answer) => (b.errors ?? []).map((e) => e.field);

/** A fresh member of the main club who can sign in (one open application per person). */
export async function applicant(s: TestServer, birthDate = '1990-04-02') {
  const w = world(s);
  const username = `applicant-${crypto.randomUUID().slice(0, 8)}`;
  const p = await w.person({ username, dateOfBirth: birthDate });
  await w.member(p, { id: MAIN_CLUB });
  return username;
}

/** An application created, its documents uploaded and submitted by `as`. */
export async function submitted(s: TestServer, as: string, over: Record<string, unknown> = {}) {
  const c = vettingCalls(s);
  const created = await c.create(as, application(over));
  expect(created.status).toBe(201);
  await uploadGardaDocuments(s, as, created.body.id);
  const sent = await c.act(as, created.body.id, { action: 'SUBMIT' });
  expect(sent.status).toBe(200);
  return sent.body;
}
