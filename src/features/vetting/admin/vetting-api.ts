/**
 * The admin vetting table's calls (seed 3 §7 Person service) and the pure rules behind the screen: a desk's
 * starting filters (seed 3 §6 "Vetting table defaults by admin role", answered by GET /vetting/desks), the
 * list's query (repeated filter keys mean "any of"), and how a Garda reference upload's answer reads
 * (seed 3 §5: 201 success, 401 an error, anything else the errors kept per file and row).
 */
import { pathOf } from '../../../../domain/lib/contract';
import {
  VETTING_ASSOCIATIONS,
  type VettingAssociation,
  type VettingStatus,
  type VettingType,
} from '../../../../domain/vetting/enums';
import type { VettingActionInput } from '../../../../domain/vetting/transitions';
import { vettingApi } from '../../../../domain/vetting/vetting.contract';
import type {
  DeskDefaults,
  DesksAnswer,
  VettingDoc,
  VettingSummary,
} from '../../../../domain/vetting/vetting-docs';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/client';

export type StatusKey = DeskDefaults['statusKey'];
export type { DeskDefaults, DesksAnswer, VettingSummary };
/** GET /vetting/{id}: the summary with what the caller may see of the rest (`findings` only to some). */
export type VettingDetails = VettingDoc;

/** What the table is filtered by. `statuses` apply to `statusKey`; an empty list filters nothing. */
export interface VettingFilters {
  types: VettingType[];
  statusKey: StatusKey;
  statuses: VettingStatus[];
  association: string;
  organizationId: string;
  search: string;
}

export const PAGE_SIZES = [25, 50, 100, 300] as const;
/** "Default page size 100 for most tables" (seed 3 §9). */
export const DEFAULT_PAGE_SIZE = 100;

/** The filters a desk's table starts with: its types and its status filter, nothing else. */
export function deskFilters(d: DeskDefaults): VettingFilters {
  return {
    types: [...d.types],
    statusKey: d.statusKey,
    statuses: [...d.statuses],
    association: '',
    organizationId: '',
    search: '',
  };
}

/** GET /vetting's query (`filter`, `search`, `page`, `size`): a repeated filter key means any of its values. */
export function vettingListQuery(f: VettingFilters, page: number, size: number) {
  const pairs: string[] = [
    ...f.types.map((t) => `type:${t}`),
    ...f.statuses.map((s) => `${f.statusKey}:${s}`),
    ...(f.association ? [`association:${f.association}`] : []),
    ...(f.organizationId ? [`organization.id:${f.organizationId}`] : []),
  ];
  return {
    query: {
      filter: pairs.length > 0 ? pairs.join(',') : undefined,
      search: f.search.trim() || undefined,
      page,
      size,
    },
  };
}

/** The associations whose Garda reference files the caller handles (every one for a super admin). */
export function gardaAssociations(d: DesksAnswer): VettingAssociation[] {
  if (d.superAdmin) return [...VETTING_ASSOCIATIONS];
  return VETTING_ASSOCIATIONS.filter((a) =>
    d.governing.some((g) => g.desk === 'gardaOfficer' && g.association === a),
  );
}

export const documentPath = (id: string, fileId: string) =>
  pathOf(vettingApi.document, { params: { id, fileId } });
export type NvbForm = 'NVB1' | 'NVB3';
export const nvbPath = (id: string, type: NvbForm) =>
  pathOf(vettingApi.nvbForm, { params: { id }, query: { type } });
/** The name an NVB form is saved under (the server's Content-Disposition name). */
export const nvbFileName = (type: NvbForm, reference: string) => `${type}-${reference}.pdf`;
/** The header naming a Garda file (seed 3 §7); without it the file is saved as export.json. */
export const VETTING_FILE_NAME_HEADER = 'Vetting-File-Name';

/** PATCH /vetting/{id}: one action; answers the application as it now is. */
export const actOn = (id: string, input: VettingActionInput) =>
  call(vettingApi.act, { params: { id }, body: input });

// ---- Garda reference files -------------------------------------------------------------------------------

export interface GardaRowError {
  /** The row's index in its file (from 0), or null for an error about the whole file. */
  row: number | null;
  /** The row's field (`reference`, `gardaReference`), when the error names one. */
  field: string | null;
  message: string;
}
export interface GardaFileErrors {
  file: string;
  errors: GardaRowError[];
}

/**
 * The errors of a refused upload by file, then row. `field` is `<file>[<row>].<key>` or the file's name alone;
 * it is matched against the names of the files sent (the longest that fits), so a name holding brackets or
 * dots is read right; an error naming no file sent stays under its own field.
 */
export function parseGardaErrors(
  errors: readonly { field?: string; message: string }[],
  fileNames: readonly string[],
): GardaFileErrors[] {
  const byFile = new Map<string, GardaRowError[]>();
  const names = [...fileNames].sort((a, b) => b.length - a.length);
  for (const e of errors) {
    const field = e.field ?? '';
    const file = names.find((n) => field === n || field.startsWith(`${n}[`));
    const rest = file === undefined ? '' : field.slice(file.length);
    const m = /^\[(\d+)\](?:\.(.+))?$/.exec(rest);
    const key = file ?? field;
    byFile.set(key, [
      ...(byFile.get(key) ?? []),
      { row: m ? Number(m[1]) : null, field: m?.[2] ?? null, message: e.message },
    ]);
  }
  return [...byFile.entries()].map(([file, list]) => ({
    file,
    errors: list.sort((a, b) => (a.row ?? -1) - (b.row ?? -1)),
  }));
}

export type GardaUploadOutcome =
  { kind: 'moved'; count: number } | { kind: 'rows'; files: GardaFileErrors[] } | { kind: 'failed' };

/** How an upload's answer reads: 201 moved n applications; 401 (or no readable errors) failed; else rows. */
export function readGardaUpload(
  status: number,
  body: unknown,
  fileNames: readonly string[],
): GardaUploadOutcome {
  const b = (body ?? {}) as { updated?: number; errors?: { field?: string; message: string }[] };
  if (status === 201) return { kind: 'moved', count: b.updated ?? 0 };
  if (status === 401 || !Array.isArray(b.errors) || b.errors.length === 0) return { kind: 'failed' };
  return { kind: 'rows', files: parseGardaErrors(b.errors, fileNames) };
}

/**
 * PATCH /vetting?association= with each file as a multipart `file` field; answers the status and body (the
 * client answers only a success's body: the server's success is its 201).
 */
export async function sendGardaReferences(
  association: VettingAssociation,
  files: readonly File[],
): Promise<{ status: number; body: unknown; error?: ApiError }> {
  const form = new FormData();
  for (const f of files) form.append('file', f, f.name);
  try {
    const body = await call(vettingApi.gardaUpload, { query: { association }, body: form });
    return { status: 201, body };
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, body: err.body, error: err };
    throw err;
  }
}
