/** Who is acting, as the engine needs it for writes, masking and the department scope. */
export interface Actor {
  userId: string;
  username: string;
  canSeeSensitive: boolean;
  /** Every permission code the user holds (grants must stay within them). */
  permissions: ReadonlySet<string>;
  /** The department the user acts in; fills `sysOrgCode` of org-scoped resources. */
  orgCode?: string | null;
  /** The company a company user acts for. */
  companyId?: string | null;
}
