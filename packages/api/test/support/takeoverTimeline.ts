/**
 * Where the time goes when a runner's accounts move (issue 22, the 15 s target): from the database, per account of
 * the scenario, when its actor started on the new runner (the record left `ready`: resumeAfterRestart marks it
 * `reconnecting` before logging in again) and when it was `ready` again (logged in and synced), and per order the
 * dead runner left unconfirmed, when the new owner confirmed it. Polled, so a state shorter than the poll is seen
 * only by its `state_changed_at` once it is followed. For the printed timeline, never for assertions.
 */
import pg from "pg"

export interface TakeoverTimeline {
  /** Stops polling and summarises, in ms after `since`, over the accounts that left `ready` after it. */
  readonly stop: () => Promise<string>
}

const quantiles = (xs: ReadonlyArray<number>) => {
  if (xs.length === 0) return "none"
  const s = [...xs].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!
  return `n ${s.length}: first ${s[0]}, median ${at(0.5)}, p90 ${at(0.9)}, last ${s.at(-1)}`
}

export const watchTakeover = (databaseUrl: string, accountIds: ReadonlyArray<string>, since: number): TakeoverTimeline => {
  const ids = new Set(accountIds)
  /** Per account: when its record left `ready` after `since` (the actor starting elsewhere), and when it was back. */
  const left = new Map<string, number>()
  const back = new Map<string, number>()
  let polling = true
  const client = new pg.Client({ connectionString: databaseUrl })
  const loop = (async () => {
    await client.connect()
    while (polling) {
      const rows = (await client.query(
        "select id, state, (extract(epoch from state_changed_at) * 1000)::float8 as at from accounts where state_changed_at > to_timestamp($1 / 1000.0)",
        [since]
      )).rows as Array<{ id: string; state: string; at: number }>
      for (const r of rows) {
        if (!ids.has(r.id)) continue
        const at = Math.round(r.at - since)
        if (r.state !== "ready" && !left.has(r.id)) left.set(r.id, at)
        if (r.state === "ready" && !back.has(r.id)) {
          back.set(r.id, at)
          // Ready already when first seen: the restart was shorter than a poll; its start is at most this.
          if (!left.has(r.id)) left.set(r.id, at)
        }
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  return {
    stop: async () => {
      polling = false
      await loop.catch(() => {})
      const confirmed = (await client.query(
        `select (extract(epoch from reconciled_at) * 1000)::float8 - $1 as at from orders
          where reconciled_at > to_timestamp($1 / 1000.0) and sent_at < to_timestamp($1 / 1000.0)`,
        [since]
      )).rows.map((r) => Math.round(Number(r.at)))
      await client.end()
      const login = [...back.entries()].filter(([id]) => left.has(id)).map(([id, at]) => at - left.get(id)!)
      return [
        `actor started on its new runner (record left ready): ${quantiles([...left.values()])}`,
        `ready again: ${quantiles([...back.values()])}`,
        `login and sync (ready again minus start): ${quantiles(login)}`,
        `orders in flight at the kill, confirmed: ${quantiles(confirmed)}`
      ].join("; ")
    }
  }
}
