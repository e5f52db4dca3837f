import type { ReactNode } from 'react';

/**
 * A club search box's form: a plain GET to /search, so it works in the server's document too (whose script
 * adds the pause before searching, src/public/enhance.ts); in the app the box's own handler navigates.
 */
export function SearchForm({ children }: { children: ReactNode }) {
  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={(e) => e.preventDefault()}
      data-debounced-search
    >
      {children}
    </form>
  );
}
