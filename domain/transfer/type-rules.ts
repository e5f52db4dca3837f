/**
 * What each transfer type (seed 2 §3) asks for and who approves it — the facts the form schema
 * (form-schema.ts) and the approval chain (approval.ts) are built from.
 *
 * - kind: a TRANSFER is permanent (completion moves the membership); a SANCTION or PERMIT is for a period
 *   (completion adds a membership of the joining club that ends on the end date).
 * - overseas: the 1 March – 31 October season applies (seed 2 §5), and a passport is asked for.
 * - documents: VISA and/or INSURANCE required (seed 2 §3: USGAA, J1 both, New York, Canadian, weekend permits,
 *   general camogie sanctions). Which of the two each needs is ours where the spec says "and/or".
 * - approvers: the unit levels that review, on the leaving side then the joining side (approval.ts).
 */
import {
  TRANSFER_TYPES_BY_ASSOCIATION,
  type TransferAssociation,
  type TransferDocumentType,
  type TransferType,
} from './enums.ts';

export const TRANSFER_KINDS = ['TRANSFER', 'SANCTION', 'PERMIT'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const UNIT_LEVELS = ['CLUB', 'COUNTY', 'PROVINCE'] as const;
export type UnitLevel = (typeof UNIT_LEVELS)[number];

export interface TransferTypeRule {
  kind: TransferKind;
  overseas: boolean;
  student: boolean;
  documents: readonly TransferDocumentType[];
  approvers: { leaving: readonly UnitLevel[]; joining: readonly UnitLevel[] };
  /** At most this many months between start and end (camogie sanction abroad: 6). */
  maxMonths?: number;
}

const BOTH = ['VISA', 'INSURANCE'] as const;
const CLUB_COUNTY = ['CLUB', 'COUNTY'] as const;
const ALL_LEVELS = ['CLUB', 'COUNTY', 'PROVINCE'] as const;
const CLUB = ['CLUB'] as const;

const overseasSanction = (student = false): TransferTypeRule => ({
  kind: 'SANCTION',
  overseas: true,
  student,
  documents: BOTH,
  approvers: { leaving: CLUB_COUNTY, joining: CLUB },
});
const permit = (documents: readonly TransferDocumentType[] = [], student = true): TransferTypeRule => ({
  kind: 'PERMIT',
  overseas: false,
  student,
  documents,
  approvers: { leaving: CLUB_COUNTY, joining: CLUB },
});
const transfer = (approvers: TransferTypeRule['approvers']): TransferTypeRule => ({
  kind: 'TRANSFER',
  overseas: false,
  student: false,
  documents: [],
  approvers,
});

export const TRANSFER_TYPE_RULES: Record<TransferType, TransferTypeRule> = {
  GAA_INTRA_COUNTY: transfer({ leaving: CLUB_COUNTY, joining: CLUB }),
  GAA_INTRA_PROVINCIAL: transfer({ leaving: ALL_LEVELS, joining: CLUB_COUNTY }),
  GAA_INTER_COUNTY: transfer({ leaving: ALL_LEVELS, joining: ALL_LEVELS }),
  GAA_USGAA_SANCTION: overseasSanction(),
  GAA_NEW_YORK_SANCTION: overseasSanction(),
  GAA_CANADIAN_SANCTION: overseasSanction(),
  GAA_J1_SANCTION: overseasSanction(true),
  GAA_STUDENT_PERMIT: permit(),
  GAA_WEEKEND_PERMIT: permit(['INSURANCE'], false),
  GAA_HURLING_PERMIT: permit([], false),
  LGFA_INTER_CLUB: transfer({ leaving: CLUB_COUNTY, joining: CLUB }),
  LGFA_COUNTY: transfer({ leaving: CLUB_COUNTY, joining: CLUB_COUNTY }),
  LGFA_USGAA: overseasSanction(),
  LGFA_NEW_YORK: overseasSanction(),
  LGFA_J1: overseasSanction(true),
  LGFA_CANADIAN: overseasSanction(),
  LGFA_EUROPEAN_STUDENT_PERMIT: permit(),
  CAMOGIE_CC4_TRANSFER: transfer({ leaving: CLUB_COUNTY, joining: CLUB_COUNTY }),
  CAMOGIE_CC3_DECLARATION: transfer({ leaving: CLUB, joining: CLUB }),
  CAMOGIE_CC6_SANCTION: { ...overseasSanction(), documents: ['INSURANCE'], maxMonths: 6 },
  CAMOGIE_CC6A_STUDENT_PERMIT: permit(),
};

/** Permanent transfers between counties ask for the county declaration. */
export const COUNTY_DECLARATION_TYPES: readonly TransferType[] = [
  'GAA_INTRA_PROVINCIAL',
  'GAA_INTER_COUNTY',
  'LGFA_COUNTY',
  'CAMOGIE_CC4_TRANSFER',
];

export const isTemporary = (t: TransferType) => TRANSFER_TYPE_RULES[t].kind !== 'TRANSFER';

/** The association a type belongs to. */
export function associationOf(t: TransferType): TransferAssociation {
  for (const [a, types] of Object.entries(TRANSFER_TYPES_BY_ASSOCIATION))
    if ((types as readonly string[]).includes(t)) return a as TransferAssociation;
  throw new RangeError(t);
}

/** The sports a playing status is asked for, by association. */
export const PLAYING_SPORTS_BY_ASSOCIATION = {
  GAA: ['Football', 'Hurling'],
  LGFA: ['LadiesFootball'],
  Camogie: ['Camogie'],
} as const satisfies Record<TransferAssociation, readonly string[]>;
