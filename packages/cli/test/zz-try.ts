import { startTestServer } from "../../api/test/support/testServer.js"
import { runInProcess } from "./support/cli.js"
const s = await startTestServer()
const env = { SVC_BASE_URL: s.url, SVC_API_KEY: s.keyA }
try {
  const show = async (args: string[], stdin?: string) => { const t = Date.now(); const r = await runInProcess(args, { env, ...(stdin ? { stdin } : {}) }); console.log("$ svc", args.join(" "), "→", r.code, Date.now() - t, "ms"); console.log(r.stdout); console.log("[stderr]", r.stderr); return r }
  const ids: string[] = []
  for (const login of ["6001", "6002", "6003"]) {
    const a = await runInProcess(["accounts", "connect", "--login", login, "--server", "SimBroker-Demo", "--password-stdin", "--json"], { env, stdin: login === "6002" ? "refuse" : "pw" })
    ids.push(JSON.parse(a.stdout).id)
  }
  const n = s.logs.length
  await show(["accounts", "prepare", "--file", "-", "--interval", "0.2", "--timeout", "20"], ids.join("\n") + "\n7d4f2a49-4c8c-4a43-9f5c-2a8f7a9b1c11\nfoo")
  console.log(s.logs.slice(n).filter(l => l.startsWith("ERROR")).join("\n").slice(0, 2000))
  await show(["accounts", "list"])
  await new Promise(r => setTimeout(r, 3000)); await show(["accounts", "list"]); await show(["accounts", "prepare", "--file", "-", "--json", "--timeout", "10", "--interval", "0.3"], ids.join("\n"))
  await show(["accounts", "prepare", "--file", "/nonexistent"])
} finally { await s.stop() }
