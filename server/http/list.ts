/** The list answer of ARCHITECTURE.md: `{ _embedded: { <name>: [...] }, page: { number, size, totalElements, totalPages } }`. */
export function listBody<T>(name: string, items: T[], total: number, page: number, size: number) {
  return {
    _embedded: { [name]: items },
    page: { number: page, size, totalElements: total, totalPages: size > 0 ? Math.ceil(total / size) : 0 },
  };
}
