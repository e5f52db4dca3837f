/**
 * Links that work in both places the public pages are drawn: inside the app (a TanStack router is there:
 * navigate without reloading) and in the server-rendered document (no router, no React on the device: a plain
 * link, or `location.assign`). The same components render in both (docs/adr/0007-public-pages-as-documents.md).
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

const plainClick = (e: MouseEvent<HTMLAnchorElement>, target?: string) =>
  !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !target;

export function AppLink({ href, onClick, ...rest }: Props) {
  const router = useRouter({ warn: false });
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (!router || !plainClick(e, rest.target)) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}

/** Go to an address of the app: through the router when there is one, else by loading it. */
export function useGo(): (href: string) => void {
  const router = useRouter({ warn: false });
  return useCallback(
    (href: string) => (router ? void router.navigate({ href }) : window.location.assign(href)),
    [router],
  );
}
