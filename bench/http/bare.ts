// The baseline: node:http answering each route with the bytes the service answered it with (captured by run.ts and
// passed in BENCH_HTTP_ANSWERS), and nothing else: no routing but a map lookup, no auth, no framework.
import { createServer } from "node:http"

interface Answer { readonly status: number; readonly headers: Record<string, string>; readonly body: string }
const answers = new Map(Object.entries(JSON.parse(process.env.BENCH_HTTP_ANSWERS ?? "{}") as Record<string, Answer>))

const server = createServer((req, res) => {
  // The body is read to its end, as the service does before answering.
  req.on("data", () => {})
  req.on("end", () => {
    const answer = answers.get(`${req.method} ${req.url} ${req.headers.authorization === undefined ? "anonymous" : "key"}`)
    if (answer === undefined) return res.writeHead(404).end()
    res.writeHead(answer.status, answer.headers).end(answer.body)
  })
})
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  console.log(`LISTENING ${typeof address === "object" && address !== null ? address.port : 0}`)
})
process.on("SIGTERM", () => process.exit(0))
