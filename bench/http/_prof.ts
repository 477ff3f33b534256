import { startBenchService } from "../support/service.js"
import { Agent, request } from "node:http"
const agent = new Agent({ keepAlive: true, maxSockets: 64 })
const path = process.env.P ?? "/v1/workspace"
const main = async () => {
  const s = await startBenchService({ baseUrl: "postgres://postgres@127.0.0.1:5432/postgres", prefix: "svc_prof", accounts: 0, firstLogin: 1 })
  const port = Number(new URL(s.api).port)
  const send = () => new Promise<void>((resolve) => {
    const req = request({ agent, host: "127.0.0.1", port, path, headers: process.env.ANON ? {} : { authorization: s.headers.authorization! } }, (res) => { res.on("data", () => {}); res.on("end", () => resolve()) })
    req.end()
  })
  const until = Date.now() + Number(process.env.SECS ?? 15) * 1000
  let n = 0
  await Promise.all(Array.from({ length: 8 }, async () => { while (Date.now() < until) { await send(); n++ } }))
  console.log("requests", n)
  await s.stop()
}
main().then(() => process.exit(0))
