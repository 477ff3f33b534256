import { Migrator } from "@effect/sql"
import { PgMigrator } from "@effect/sql-pg"
import { Layer } from "effect"
import foundation from "./migrations/0001_foundation.js"
import webhooks from "./migrations/0002_webhooks.js"
import trading from "./migrations/0003_trading.js"
import webhookFairClaim from "./migrations/0004_webhook_fair_claim.js"
import unbuiltNames from "./migrations/0005_unbuilt_names.js"
import waves from "./migrations/0006_waves.js"
import alertHooks from "./migrations/0007_alert_hooks.js"
import people from "./migrations/0008_people.js"
import billing from "./migrations/0009_billing.js"
import copy from "./migrations/0010_copy.js"
import stripeEvents from "./migrations/0011_stripe_events.js"
import copyEngine from "./migrations/0012_copy_engine.js"
import creditWaits from "./migrations/0013_credit_waits.js"
import clusterNodes from "./migrations/0014_cluster_nodes.js"
import alertOwner from "./migrations/0015_alert_owner.js"
import orderSendClaims from "./migrations/0016_order_send_claims.js"
import copyPendingOrders from "./migrations/0017_copy_pending_orders.js"
import signInAttemptIds from "./migrations/0018_sign_in_attempt_ids.js"
import copyCloseOnlyReason from "./migrations/0019_copy_close_only_reason.js"
import keyLease from "./migrations/0020_key_lease.js"

/** Numbered migrations in code, run at start (DESIGN §6). */
export const MigrationsLive = PgMigrator.layer({
  loader: Migrator.fromRecord({
    "0001_foundation": foundation,
    "0002_webhooks": webhooks,
    "0003_trading": trading,
    "0004_webhook_fair_claim": webhookFairClaim,
    "0005_unbuilt_names": unbuiltNames,
    "0006_waves": waves,
    "0007_alert_hooks": alertHooks,
    "0008_people": people,
    "0009_billing": billing,
    "0010_copy": copy,
    "0011_stripe_events": stripeEvents,
    "0012_copy_engine": copyEngine,
    "0013_credit_waits": creditWaits,
    "0014_cluster_nodes": clusterNodes,
    "0015_alert_owner": alertOwner,
    "0016_order_send_claims": orderSendClaims,
    "0017_copy_pending_orders": copyPendingOrders,
    "0018_sign_in_attempt_ids": signInAttemptIds,
    "0019_copy_close_only_reason": copyCloseOnlyReason,
    "0020_key_lease": keyLease
  })
}).pipe(Layer.orDie)
