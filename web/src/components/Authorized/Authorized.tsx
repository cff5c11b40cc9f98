import type { ReactNode } from 'react';
import { useButtonPermission } from './use-button-permission';

export interface AuthorizedProps {
  /** The button's permission code, e.g. `permissionCode(dictResource, 'add')`. */
  code: string;
  children: ReactNode;
  /** Shown instead when not allowed; nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only when the section-6 button rules allow `code`. */
export function Authorized({ code, children, fallback = null }: AuthorizedProps) {
  const allowed = useButtonPermission();
  return allowed(code) ? children : fallback;
}
