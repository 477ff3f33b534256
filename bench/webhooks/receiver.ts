/**
 * The benchmark's webhook receiver, in its own process (as a customer's would be): verifies every signature and
 * notes when each event arrived. Prints its port; answers the parent's "report" message with what it saw.
 * Started with `stall`, it is a stalled tenant's receiver instead: it takes every request and never answers, and
 * reports how many it held open at most.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { verifySignature } from "@svc/domain/webhooks/verify"

interface Seen { readonly id: string; readonly recordedAt: number; readonly receivedAt: number; readonly valid: boolean }

let secret = ""
const seen: Array<Seen> = []
const stall = process.argv.includes("stall")
let open = 0
let maxOpen = 0
let stalled = 0

const server = createServer((req, res) => {
  if (stall) {
    open += 1
    stalled += 1
    maxOpen = Math.max(maxOpen, open)
    req.resume()
    res.on("close", () => { open -= 1 })
    return
  }
  const chunks: Array<Buffer> = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", () => {
    const receivedAt = Date.now()
    const raw = Buffer.concat(chunks)
    const body = JSON.parse(raw.toString("utf8")) as { id: string; data: { recordedAt?: number } }
    const header = req.headers["svc-signature"]
    const valid = verifySignature({ payload: raw, header: typeof header === "string" ? header : undefined, secret }).valid
    seen.push({ id: body.id, recordedAt: body.data.recordedAt ?? 0, receivedAt, valid })
    res.writeHead(200, { "content-type": "text/plain" })
    res.end("ok")
  })
})
server.keepAliveTimeout = 30_000

process.on("message", (message: { readonly secret?: string; readonly report?: boolean; readonly reset?: boolean }) => {
  if (message.secret !== undefined) secret = message.secret
  if (message.reset === true) seen.length = 0
  if (message.report === true) process.send?.({ seen, stalled, maxOpen })
})

server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port })
})
