// The baselines, node:http straight onto the simulated broker with no auth, no actor, no framework:
// - bare (no BENCH_FLOOR_DATABASE_URL): nothing stored;
// - the floor (BENCH_FLOOR_DATABASE_URL set): the two durable writes the order path cannot do without, each one
//   single-row statement through raw `pg`, one round trip and one commit: the key with the `accepted` order before
//   the send, the result with the stored answer before the answer leaves.
import { decimal } from "@svc/domain/decimal"
import { SimBroker } from "@svc/terminal-runtime/sim/SimBroker"
import type { TerminalSession } from "@svc/terminal-runtime/terminal/TerminalSession"
import { Context, Effect, Layer, Redacted, Scope } from "effect"
import { randomUUID } from "node:crypto"
import { createServer } from "node:http"
import pg from "pg"

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 100)
const floorUrl = process.env.BENCH_FLOOR_DATABASE_URL

const claim = `insert into bench_floor_orders (id, key, symbol, side, volume, state, created_at)
  values ($1, $2, $3, $4, $5, 'accepted', now())`
const record = `update bench_floor_orders set state = $2, status = $3, body = $4, settled_at = now() where id = $1`

const main = Effect.gen(function*() {
  const pool = floorUrl === undefined ? undefined : new pg.Pool({ connectionString: floorUrl, max: 20 })
  if (pool !== undefined) {
    // A scratch table in the bench's own database (dropped with it): a key unique like idempotency keys.
    yield* Effect.promise(() => pool.query(`create table if not exists bench_floor_orders (
      id uuid primary key, key text not null unique, symbol text not null, side text not null, volume numeric not null,
      state text not null, status integer, body text, created_at timestamptz not null, settled_at timestamptz)`))
  }
  const scope = yield* Scope.make()
  const context = yield* Layer.buildWithScope(SimBroker.Default, scope)
  const sim = Context.get(context, SimBroker)
  const sessions: Array<TerminalSession> = []
  for (let i = 0; i < accounts; i++) {
    sessions.push(yield* sim.connect({ login: String(500000 + i), password: Redacted.make("pw"), server: "SimBroker-Demo" }).pipe(Scope.extend(scope)))
  }
  let n = 0
  const server = createServer((req, res) => {
    let body = ""
    req.on("data", (c: Buffer) => (body += c.toString()))
    req.on("end", () => {
      const order = JSON.parse(body) as { side: string; symbol: string; volume: string }
      const session = sessions[n++ % sessions.length]!
      const id = randomUUID()
      const key = req.headers["idempotency-key"] ?? id
      const send = () => Effect.runPromise(session.orderSend({ action: 1, symbol: order.symbol, volume: decimal(order.volume), type: order.side === "buy" ? 0 : 1, typeFilling: 0 }))
      const run = pool === undefined
        ? send().then((result) => JSON.stringify({ data: result }))
        : pool.query({ name: "claim", text: claim, values: [id, key, order.symbol, order.side, order.volume] })
          .then(send)
          .then(async (result) => {
            const answer = JSON.stringify({ data: result })
            await pool.query({ name: "record", text: record, values: [id, result.retcode === 10009 ? "filled" : "rejected", 200, answer] })
            return answer
          })
      run.then(
        (answer) => {
          res.writeHead(200, { "content-type": "application/json" })
          res.end(answer)
        },
        (e: unknown) => {
          res.writeHead(502, { "content-type": "application/json" })
          res.end(JSON.stringify({ error: String(e) }))
        }
      )
    })
  })
  server.listen(0, "127.0.0.1", () => {
    const address = server.address()
    if (address !== null && typeof address === "object") console.log(`LISTENING ${address.port}`)
  })
})

Effect.runPromise(main).catch((e) => {
  console.error(e)
  process.exit(1)
})
