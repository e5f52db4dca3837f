/**
 * What an organisation link's privileges and admin labels are called (seed 1 §6), for the Administration
 * page's "your roles here" line. Lazy Lingui descriptors, so a language switch needs no reload.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Privilege, PRIVILEGED_LABELS } from '../../../domain/enums';

export const PRIVILEGE_LABELS: Record<Privilege, MessageDescriptor> = {
  ORG_ADMIN: msg`Organisation administrator`,
  VETTING: msg`Vetting`,
  FINANCE: msg`Finance`,
  COMMS: msg`Communications`,
  COMPETITION: msg`Competitions`,
  FIXTURE_ANALYST: msg`Fixture analyst`,
  MATCH_OFFICIAL_ADMIN: msg`Match official administrator`,
};

export const ADMIN_LABEL_LABELS: Record<(typeof PRIVILEGED_LABELS)[number], MessageDescriptor> = {
  ADMIN_CLUB: msg`Club administrator`,
  ADMIN_VETTING: msg`Vetting administrator`,
  ADMIN_FINANCE: msg`Finance administrator`,
  ADMIN_COMPETITION: msg`Competitions administrator`,
  EXEC_SAFETYFACILITIESOFFICER: msg`Safety and facilities officer`,
  EXEC_NATIONALCLUBDRAWOFFICER: msg`Club draw officer`,
};
