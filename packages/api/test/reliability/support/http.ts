import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http"
import { connect } from "node:net"

/**
 * Raw HTTP for the fuzzer: node:http rather than fetch, so a request can carry exactly the bytes, headers and
 * framing chosen (no JSON re-encoding, no content-type added, chunked bodies, odd methods).
 */
export interface RawRequest {
  readonly method: string
  /** Path and query exactly as they go on the request line. */
  readonly target: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: Buffer | undefined
  /** Send the body chunked, without content-length (the body bound must hold without a declared length). */
  readonly chunked?: boolean
}

export interface RawReply {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  readonly json: unknown
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

const parse = (text: string): unknown => {
  if (text.length === 0) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const send = (base: URL, req: RawRequest, timeoutMs = 30_000): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers }
    if (req.body !== undefined && !req.chunked) headers["content-length"] = String(req.body.length)
    const r = httpRequest({
      host: base.hostname,
      port: base.port,
      method: req.method,
      path: req.target,
      headers,
      agent,
      timeout: timeoutMs
    }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parse(text) })
      })
      res.on("error", reject)
    })
    r.on("timeout", () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    r.on("error", reject)
    if (req.body !== undefined) {
      if (req.chunked) {
        // Several chunks, so the server really reads a stream of unknown length.
        const size = 64 * 1024
        for (let i = 0; i < req.body.length; i += size) r.write(req.body.subarray(i, i + size))
      } else {
        r.write(req.body)
      }
    }
    r.end()
  })

/**
 * A request cut off on the wire: the head declares `declared` bytes, fewer are written, then the client stops
 * sending. Resolves with whatever the server wrote back before closing (often nothing) once it closes or after
 * `waitMs`; the point is that the server neither crashes nor answers outside the envelope.
 */
export const sendTruncated = (base: URL, head: string, partial: Buffer, waitMs = 2_000): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname)
    const chunks: Array<Buffer> = []
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(Buffer.concat(chunks).toString("utf8"))
    }
    const timer = setTimeout(done, waitMs)
    socket.on("data", (c: Buffer) => chunks.push(c))
    socket.on("error", done)
    socket.on("close", done)
    socket.on("connect", () => {
      socket.write(head)
      socket.write(partial)
      // Half-close: the server sees the end of the stream before the declared length.
      socket.end()
    })
  })

/** Closes the keep-alive sockets so the test process exits promptly. */
export const closeAgent = () => agent.destroy()
