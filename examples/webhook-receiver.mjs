#!/usr/bin/env node
// A webhook receiver that checks every delivery's signature before trusting it. Plain Node (18 or later), no
// dependencies: copy it and put your own handling where it says so.
//
//   WEBHOOK_SECRET=whsec_… node examples/webhook-receiver.mjs     # listens on 127.0.0.1:4000 (WEBHOOK_PORT)
//
// The scheme: the `svc-signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each <hex> the lowercase hex
// HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's whole secret (`whsec_…`). During the 24 hours after a
// rotation there are two `v1` values (new and old secret); one match is enough. A `t` more than 300 seconds away from
// this machine's clock is refused, so a captured delivery cannot be replayed later.
import { createHmac, timingSafeEqual } from "node:crypto"
import { createServer } from "node:http"

const secret = process.env.WEBHOOK_SECRET
const port = Number(process.env.WEBHOOK_PORT ?? 4000)
const toleranceSeconds = 300

if (secret === undefined || secret === "") {
  console.error("Set WEBHOOK_SECRET to the endpoint's secret (whsec_…), printed once when the endpoint was created.")
  process.exit(2)
}

/** Why the delivery is refused, or undefined when its signature holds. */
function refusal(header, rawBody) {
  if (typeof header !== "string") return "no svc-signature header"
  let timestamp
  const signatures = []
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2).map((s) => s?.trim())
    if (key === "t" && /^[0-9]{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === "v1" && /^[0-9a-fA-F]{64}$/.test(value)) signatures.push(Buffer.from(value, "hex"))
  }
  if (timestamp === undefined || signatures.length === 0) return "malformed svc-signature header"

  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest()
  // Every candidate is compared in constant time, so the time taken does not tell which one (if any) matched.
  let matched = false
  for (const candidate of signatures) if (timingSafeEqual(expected, candidate)) matched = true
  if (!matched) return "signature does not match"

  if (Math.abs(Math.floor(Date.now() / 1000) - timestamp) > toleranceSeconds) return `timestamp outside ${toleranceSeconds} seconds`
  return undefined
}

const server = createServer((req, res) => {
  const chunks = []
  req.on("data", (chunk) => chunks.push(chunk))
  req.on("end", () => {
    // Verify the bytes exactly as received: re-serialised JSON would not match.
    const rawBody = Buffer.concat(chunks)
    const why = req.method === "POST" ? refusal(req.headers["svc-signature"], rawBody) : "not a POST"
    if (why !== undefined) {
      console.log(`refused: ${why}`)
      res.writeHead(400, { "content-type": "text/plain" }).end(`refused: ${why}\n`)
      return
    }
    let event
    try {
      event = JSON.parse(rawBody.toString("utf8"))
    } catch {
      console.log("refused: body is not JSON")
      res.writeHead(400, { "content-type": "text/plain" }).end("refused: body is not JSON\n")
      return
    }
    // Your handling goes here. Deliveries are at least once: deduplicate on event.id.
    console.log(`verified ${event.type} ${event.id}`)
    res.writeHead(200, { "content-type": "text/plain" }).end(`verified ${event.type}\n`)
  })
})

server.listen(port, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${server.address().port}/`))
