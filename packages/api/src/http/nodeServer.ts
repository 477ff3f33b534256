import { createServer, type Server } from "node:http"
import { base62 } from "../base62.js"

/**
 * node's own HTTP server, with room for the longest documented URLs (20 non-ASCII quote names are ~24 KiB once
 * percent-encoded) and the spec's envelope on what node refuses before a request exists (header or URL too large,
 * malformed HTTP): those answer 400 INVALID_REQUEST with a request id, not node's bare status line.
 */
export const makeNodeServer = (): Server => {
  const server = createServer({ maxHeaderSize: 64 * 1024 })
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy()
      return
    }
    // The same form as every other request id (base64url would let `-` and `_` in).
    const requestId = `req_${base62(20)}`
    const body = JSON.stringify({
      error: {
        code: "INVALID_REQUEST",
        message: error.code === "HPE_HEADER_OVERFLOW" ? "The request line or headers are too large." : "The request is not valid HTTP.",
        details: [{ field: "(request)", message: error.code ?? "malformed" }]
      },
      requestId
    })
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `svc-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`
    )
  })
  return server
}
