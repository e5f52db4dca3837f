/**
 * The query of a club's members list (`GET /membership`, seed 1 §7 filter keys), shared by the members page
 * and the Administration overview's counts, so the filter syntax is written once.
 */
export const PAGE_SIZE = 50;

export interface Filters {
  season: string;
  membershipStatus: string;
  paymentStatus: string;
  search: string;
}

/** The list's query: the club, then only the filters chosen. */
export function membersQuery(orgId: string, f: Filters, page: number, size = PAGE_SIZE): string {
  const filter = [
    `organization.id:${orgId}`,
    ...(f.season ? [`season:${f.season}`] : []),
    ...(f.membershipStatus ? [`membershipStatus:${f.membershipStatus}`] : []),
    ...(f.paymentStatus ? [`paymentStatus:${f.paymentStatus}`] : []),
  ].join(',');
  const search = f.search.trim() ? `&search=${encodeURIComponent(f.search.trim())}` : '';
  return `/membership?filter=${encodeURIComponent(filter)}${search}&page=${page}&size=${size}`;
}
