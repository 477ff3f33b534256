import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

export interface DeliveredEvent {
  readonly type: string
  readonly data: Record<string, unknown>
}

export interface EventSink {
  /** Each event delivered so far, parsed, in the order it arrived. */
  readonly received: Array<DeliveredEvent>
  readonly port: number
  readonly close: () => void
}

/** A loopback webhook endpoint that keeps every event sent to it and answers 200: for tests that follow events. */
export const startEventSink = async (): Promise<EventSink> => {
  const received: Array<DeliveredEvent> = []
  const server = createServer((req, res) => {
    let body = ""
    req.on("data", (c: Buffer) => (body += c.toString()))
    req.on("end", () => {
      received.push(JSON.parse(body))
      res.writeHead(200).end("ok")
    })
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()))
  return { received, port: (server.address() as AddressInfo).port, close: () => server.close() }
}
