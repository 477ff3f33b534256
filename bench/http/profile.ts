// A V8 CPU profile of the service under one route's load, for finding where a request's time goes:
//   BENCH_PROFILE=1 [P=/healthz] [ANON=1] [SECS=15] npx tsx bench/http/profile.ts
// writes /tmp/prof/*.cpuprofile (the service's process; see startProcess). P is the path (GET), ANON sends no key.
import { Agent, request } from "node:http"
import { startBenchService } from "../support/service.js"

const agent = new Agent({ keepAlive: true, maxSockets: 64 })
const path = process.env.P ?? "/v1/workspace"

const main = async () => {
  const s = await startBenchService({ baseUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres", prefix: "svc_prof", accounts: 0, firstLogin: 1 })
  try {
    const port = Number(new URL(s.api).port)
    const headers = process.env.ANON ? {} : { authorization: s.headers.authorization! }
    const send = () =>
      new Promise<void>((resolve, reject) => {
        const req = request({ agent, host: "127.0.0.1", port, path, headers }, (res) => {
          res.on("data", () => {})
          res.on("end", () => resolve())
        })
        req.on("error", reject)
        req.end()
      })
    const until = Date.now() + Number(process.env.SECS ?? 15) * 1000
    let n = 0
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        await send()
        n++
      }
    }))
    console.log(`${n} requests to ${path}`)
  } finally {
    await s.stop()
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e)
  process.exit(1)
})
