import type { Scope } from "@svc/domain"
import type { Role } from "@svc/domain/resources/person"

/**
 * What a console session may do, by its person's role: the owner and admins everything a key can (managing keys
 * included); a member reads accounts and webhooks and trades. Who may manage members is the members feature's rule.
 */
export const roleScopes: Record<Role, ReadonlyArray<Scope>> = {
  owner: ["admin"],
  admin: ["admin"],
  member: ["accounts:read", "trading:write", "webhooks:read"]
}
