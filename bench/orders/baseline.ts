// The baseline: node:http straight onto the simulated broker, no auth, no storage, no actor.
import { decimal } from "@svc/domain/decimal"
import { SimBroker } from "@svc/terminal-runtime/sim/SimBroker"
import type { TerminalSession } from "@svc/terminal-runtime/terminal/TerminalSession"
import { Context, Effect, Layer, Redacted, Scope } from "effect"
import { createServer } from "node:http"

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 100)

const main = Effect.gen(function*() {
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
      Effect.runPromise(session.orderSend({ action: 1, symbol: order.symbol, volume: decimal(order.volume), type: order.side === "buy" ? 0 : 1, typeFilling: 0 })).then(
        (result) => {
          res.writeHead(200, { "content-type": "application/json" })
          res.end(JSON.stringify({ data: result }))
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
