import { Migrator } from "@effect/sql"
import { PgMigrator } from "@effect/sql-pg"
import { Layer } from "effect"
import foundation from "./migrations/0001_foundation.js"
import webhooks from "./migrations/0002_webhooks.js"
import trading from "./migrations/0003_trading.js"
import webhookFairClaim from "./migrations/0004_webhook_fair_claim.js"
import unbuiltNames from "./migrations/0005_unbuilt_names.js"

/** Numbered migrations in code, run at start (DESIGN §6). */
export const MigrationsLive = PgMigrator.layer({
  loader: Migrator.fromRecord({
    "0001_foundation": foundation,
    "0002_webhooks": webhooks,
    "0003_trading": trading,
    "0004_webhook_fair_claim": webhookFairClaim,
    "0005_unbuilt_names": unbuiltNames
  })
}).pipe(Layer.orDie)
