import { HttpApi } from "@effect/platform"
import { Option, Schema } from "effect"
import { Api } from "@svc/domain/api/Api"

HttpApi.reflect(Api, {
  onGroup() {},
  onEndpoint({ endpoint, errors }) {
    if (endpoint.name !== "getAccount" && endpoint.name !== "deleteAccount") return
    errors.forEach(({ ast }, status) => {
      if (Option.isNone(ast)) return
      const s = Schema.make(ast.value)
      for (const code of ["ACCOUNT_NOT_FOUND", "NOT_FOUND", "ACCOUNT_HAS_POSITIONS", "ACCOUNT_IN_WAVE", "MISSING_SCOPE", "UNAUTHENTICATED"]) {
        const r = Schema.decodeUnknownEither(s as Schema.Schema<unknown, unknown>)({ error: { code, message: "m" }, requestId: "r" })
        if (r._tag === "Right") console.log(endpoint.name, status, code, "->", (r.right as { _tag: string })._tag)
      }
    })
  }
})
