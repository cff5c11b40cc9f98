import { buttonAllowed, prefixedButtonAllowed } from '@vets/contracts';
import { useCallback } from 'react';
import { useSession } from '../../stores/session';

/** `(code) => allowed` by the section-6 button rules over the session's auth and allAuth. */
export function useButtonPermission(): (code: string) => boolean {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return useCallback((code: string) => buttonAllowed(code, auth, allAuth), [auth, allAuth]);
}

/**
 * `(action) => allowed` under a permission prefix: a prefix ending in a colon hides the actions
 * it excludes, any other prefix asks for `<prefix>:<action>`. Without a prefix all are allowed.
 */
export function usePrefixPermission(prefix: string | undefined): (action: string) => boolean {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return useCallback(
    (action: string) => !prefix || prefixedButtonAllowed(prefix, action, auth, allAuth),
    [prefix, auth, allAuth],
  );
}
