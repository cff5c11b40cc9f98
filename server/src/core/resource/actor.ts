/** Who is acting, as the engine needs it for writes, masking and the department scope. */
export interface Actor {
  userId: string;
  username: string;
  canSeeSensitive: boolean;
  /** The department the user acts in; fills `sysOrgCode` of org-scoped resources. */
  orgCode?: string | null;
}
