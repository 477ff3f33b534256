import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Scope and event names of features that are not built (alert hooks, copy trading, billing, members, waves) were
 * accepted by 0.1.0 builds before this one and are no longer. Keys lose those scopes: no endpoint needed them, so
 * nothing a key could do changes. Endpoints lose `wave.settled`, which was never sent; one that subscribed to it
 * alone received nothing, and an empty filter would now mean every event, so it is switched off instead (still
 * nothing sent) with a reason its owner sees.
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    update api_keys
    set scopes = array(
      select s from unnest(scopes) s
      where s not in ('alert-hooks:read', 'alert-hooks:write', 'copy:read', 'copy:write', 'billing:read', 'members:read')
    )
    where scopes && array['alert-hooks:read', 'alert-hooks:write', 'copy:read', 'copy:write', 'billing:read', 'members:read']
  `
  yield* sql`
    update webhook_endpoints
    set enabled = false, disabled_at = now(),
      disabled_reason = 'it subscribed only to wave.settled, which this version does not send; choose events and enable it'
    where events = array['wave.settled'] and enabled
  `
  yield* sql`
    update webhook_endpoints set events = array_remove(events, 'wave.settled') where 'wave.settled' = any(events)
  `
})
