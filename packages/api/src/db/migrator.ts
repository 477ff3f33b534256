import { Migrator } from "@effect/sql"
import { PgMigrator } from "@effect/sql-pg"
import { Layer } from "effect"
import foundation from "./migrations/0001_foundation.js"

/** Numbered migrations in code, run at start (DESIGN §6). */
export const MigrationsLive = PgMigrator.layer({
  loader: Migrator.fromRecord({
    "0001_foundation": foundation
  })
}).pipe(Layer.orDie)
