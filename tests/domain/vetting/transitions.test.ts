import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { M } from '../../../domain/messages';
import { addMonths, missingDocuments, proofOfAddressCurrent } from '../../../domain/vetting/application';
import {
  availableActions,
  gardaRowApplies,
  GardaReferenceRow,
  VettingActionInput,
  vettingTransition,
  type VettingState,
} from '../../../domain/vetting/transitions';

const garda = (over: Partial<VettingState> = {}): VettingState => ({
  type: 'GARDA_VETTING',
  status: 'IN_REVIEW',
  authenticatorStatus: 'AWAITING_REVIEW',
  governingAgentStatus: 'UNAVAILABLE',
  nvb1Date: '2026-10-26',
  ...over,
});
const TODAY = '2026-11-26';

describe('the vetting transition graph', () => {
  it('lets each actor take only its own actions at each stage', () => {
    expect(
      availableActions(garda({ status: 'PENDING_DOCUMENTATION', authenticatorStatus: 'UNAVAILABLE' }), [
        'applicant',
      ]),
    ).toEqual(['SUBMIT', 'CANCEL']);
    expect(availableActions(garda(), ['authenticator'])).toEqual(['VALIDATE', 'REJECT', 'CANCEL']);
    expect(availableActions(garda(), ['governingAgent'])).toEqual(['CANCEL']);
    const validated = garda({ authenticatorStatus: 'VALIDATED', governingAgentStatus: 'AWAITING_REVIEW' });
    expect(availableActions(validated, ['governingAgent'])).toEqual(['REJECT', 'CANCEL']);
    expect(availableActions({ ...validated, type: 'ACCESS_NI_VETTING_PAID' }, ['governingAgent'])).toEqual([
      'REJECT',
      'CANCEL',
      'PROGRESS_TO_ACCESS_NI',
    ]);
    expect(
      availableActions(garda({ governingAgentStatus: 'IN_REVIEW', status: 'IN_PROGRESS' }), [
        'governingAgent',
      ]),
    ).toEqual(['REJECT', 'CANCEL', 'MARK_FINDINGS']);
    expect(availableActions(garda({ governingAgentStatus: 'NO_FINDINGS' }), ['governingAgent'])).toContain(
      'COMPLETE',
    );
    for (const closed of ['COMPLETED', 'REJECTED', 'CANCELLED'] as const)
      expect(
        availableActions(garda({ status: closed }), ['applicant', 'authenticator', 'governingAgent']),
      ).toEqual([]);
  });

  it('validates with an in-person review date not in the future that matches the NVB1 form', () => {
    const act = (date: string) =>
      vettingTransition(garda(), { action: 'VALIDATE', inPersonReviewDate: date }, ['authenticator'], TODAY);
    expect(act('2026-11-27')).toEqual({
      ok: false,
      message: M.vettingDateFuture.id,
      field: 'inPersonReviewDate',
    });
    expect(act('2026-11-25')).toEqual({
      ok: false,
      message: M.reviewDateNvb1.id,
      field: 'inPersonReviewDate',
    });
    expect(act('2026-10-26')).toEqual({
      ok: true,
      patch: { authenticatorStatus: 'VALIDATED', governingAgentStatus: 'AWAITING_REVIEW' },
    });
  });

  it('records who rejected: the authenticator in review, the governing agent after', () => {
    expect(
      vettingTransition(garda(), { action: 'REJECT', reason: 'x' }, ['authenticator'], TODAY),
    ).toMatchObject({
      patch: { status: 'REJECTED', authenticatorStatus: 'REJECTED' },
    });
    const later = garda({ authenticatorStatus: 'VALIDATED', governingAgentStatus: 'FINDINGS' });
    expect(
      vettingTransition(later, { action: 'REJECT', reason: 'x' }, ['governingAgent'], TODAY),
    ).toMatchObject({
      patch: { status: 'REJECTED', governingAgentStatus: 'REJECTED' },
    });
    expect(vettingTransition(later, { action: 'REJECT', reason: 'x' }, ['authenticator'], TODAY)).toEqual({
      ok: false,
      message: M.vettingActionNotAllowed.id,
      field: undefined,
    });
  });

  it('marks findings or none, then completes', () => {
    const inReview = garda({ status: 'IN_PROGRESS', governingAgentStatus: 'IN_REVIEW' });
    expect(
      vettingTransition(inReview, { action: 'MARK_FINDINGS', findings: false }, ['governingAgent']),
    ).toMatchObject({
      patch: { status: 'PENDING_COMPLETION', governingAgentStatus: 'NO_FINDINGS' },
    });
    const found = garda({ status: 'PENDING_COMPLETION', governingAgentStatus: 'FINDINGS' });
    expect(
      vettingTransition(found, { action: 'COMPLETE', sendEmail: false }, ['governingAgent']),
    ).toMatchObject({
      patch: { status: 'COMPLETED', governingAgentStatus: 'COMPLETED' },
    });
  });

  it('takes a Garda reference row only for a Garda application awaiting the officer', () => {
    expect(
      gardaRowApplies(garda({ authenticatorStatus: 'VALIDATED', governingAgentStatus: 'AWAITING_REVIEW' })),
    ).toBe(true);
    expect(gardaRowApplies(garda())).toBe(false);
    expect(
      gardaRowApplies(garda({ type: 'ACCESS_NI_VETTING_PAID', governingAgentStatus: 'AWAITING_REVIEW' })),
    ).toBe(false);
    expect(v.safeParse(GardaReferenceRow, { reference: 'VET-000001', gardaReference: 'NVB 1' }).success).toBe(
      false,
    );
  });

  it('refuses reasons empty or over 255 characters, and unknown actions', () => {
    const issues = (body: unknown) => v.safeParse(VettingActionInput, body).issues?.map((i) => i.message);
    expect(issues({ action: 'CANCEL', reason: '   ' })).toEqual([M.vettingReasonRequired.id]);
    expect(issues({ action: 'REJECT', reason: 'x'.repeat(256) })).toEqual([M.vettingReasonMax.id]);
    expect(issues({ action: 'REJECT', reason: 'x'.repeat(255) })).toBeUndefined();
    expect(issues({ action: 'APPROVE' })).toEqual([M.invalidOption.id]);
  });
});

describe('application rules', () => {
  it('counts 6 calendar months back for the proof of address, clamping the day', () => {
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', 36)).toBe('2029-01-15');
    expect(proofOfAddressCurrent('2026-05-26', TODAY)).toBe(true);
    expect(proofOfAddressCurrent('2026-05-25', TODAY)).toBe(false);
    expect(proofOfAddressCurrent('2026-11-27', TODAY)).toBe(false);
  });

  it('needs the NVB1 for Garda vetting and the NVB3 for 16 to 18-year-olds', () => {
    expect(missingDocuments('GARDA_VETTING', false, ['PHOTO_ID'])).toEqual([
      'ID_VALIDATION',
      'PROOF_OF_ADDRESS',
      'ACCEPTANCE',
    ]);
    expect(
      missingDocuments('ACCESS_NI_VETTING_PAID', true, ['PHOTO_ID', 'ID_VALIDATION', 'PROOF_OF_ADDRESS']),
    ).toEqual(['PARENTAL_CONSENT']);
  });
});
