/** A tenant the signed-in user may act in. */
export interface TenantOption {
  id: number;
  name: string;
}

/**
 * Whether the user must pick a tenant: they belong to more than one, and the tenant kept in this
 * browser is none of theirs (nobody chose yet, or another user did).
 */
export function needsTenantChoice(tenants: TenantOption[], stored: number | null): boolean {
  return tenants.length > 1 && !tenants.some((t) => t.id === stored);
}
