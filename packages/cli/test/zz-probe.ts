import { FetchHttpClient, HttpApiClient } from "@effect/platform"
import { Effect } from "effect"
import { Api } from "@svc/domain/api/Api"
import { startTestServer } from "../../api/test/support/testServer.js"

const s = await startTestServer()
try {
  const prog = Effect.gen(function* () {
    const c = yield* HttpApiClient.make(Api, { baseUrl: s.url, transformClient: (cl) => cl.pipe((x) => x) })
    const r = yield* Effect.either(c.accounts.getAccount({ path: { id: "7d4f2a49-4c8c-4a43-9f5c-2a8f7a9b1c11" as never } }))
    console.log("getAccount", JSON.stringify(r), r._tag === "Left" ? (r.left as { _tag: string })._tag : "")
  })
  await Effect.runPromise(prog.pipe(Effect.provide(FetchHttpClient.layer)))
} finally { await s.stop() }
