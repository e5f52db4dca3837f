/**
 * The club page's readable address (seed 3 §5: "letters, numbers, hyphens only, and unique"). Slugs are kept
 * lower-case; uniqueness (against current and historical slugs) is the server's check.
 */
import * as v from 'valibot';
import { ORGANIZATION_MESSAGES as M } from './messages.ts';

export const SLUG_MAX = 100;

export const Slug = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, M.slugFormat.id),
  v.maxLength(SLUG_MAX, M.slugFormat.id),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slugFormat.id),
);

/** A slug proposed from a name: fadas folded, anything else between words a single hyphen. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
