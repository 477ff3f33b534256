import { Errors } from "@svc/domain"
import type { CopyServerStatus } from "@svc/domain/resources/copy"
import { Effect, Option } from "effect"
import { AppConfig } from "../config.js"

/** Whether copy trading is paused on this server: the operator's switch, read once at start. */
export class ServerSwitch extends Effect.Service<ServerSwitch>()("@svc/api/copy/ServerSwitch", {
  effect: Effect.gen(function*() {
    const config = yield* AppConfig
    const since = new Date()
    const status: CopyServerStatus = Option.match(config.copyTradingPaused, {
      onNone: () => ({ paused: false, since: null, reason: null }),
      onSome: (reason) => ({ paused: true, since, reason })
    })

    /** 503 `COPY_TRADING_PAUSED` while the switch is on. */
    const requireRunning = status.paused
      ? Effect.fail(new Errors.CopyTradingPaused({
        message: `Copy trading is paused on this server (${status.reason ?? ""}); try again later.`,
        details: [{ since: status.since?.toISOString() ?? null, reason: status.reason }]
      }))
      : Effect.void

    return { status: Effect.succeed(status), requireRunning } as const
  })
}) {}
