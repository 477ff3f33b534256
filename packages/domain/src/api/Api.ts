import { HttpApi, OpenApi } from "@effect/platform"
import { InternalError, InvalidRequest, MethodNotAllowed, NotFound, RuntimeUnavailable, ShuttingDown } from "../errors.js"
import { AccountDataGroup } from "./accountData.js"
import { AlertHooksGroup, AlertInboundGroup } from "./alertHooks.js"
import { BillingInboundGroup } from "./billingInbound.js"
import { AccountsGroup } from "./accounts.js"
import { CopyGroup } from "./copy.js"
import { ApiKeysGroup } from "./apiKeys.js"
import { BillingGroup } from "./billing.js"
import { errors } from "./endpointErrors.js"
import { HealthGroup } from "./health.js"
import { MembersGroup } from "./members.js"
import { finishDocument } from "./openApiFinish.js"
import { SessionGroup } from "./session.js"
import { OrdersGroup, TradingGroup } from "./trading.js"
import { WavesGroup } from "./waves.js"
import { WebhooksGroup } from "./webhooks.js"
import { WorkspaceGroup } from "./workspace.js"

const introduction = `Connects MetaTrader 5 brokerage accounts once and lets your integration use them over HTTP and JSON:
accounts that come online on demand, orders that are never placed twice, positions, deals, quotes, signed webhooks
and API keys with scopes. Self-hosted: every address below is relative to your own install.

**Authentication.** Send \`Authorization: Bearer svc_live_<id>_<secret>\` (or \`svc_test_…\`), or the console
session cookie set by \`POST /v1/session\`. Each operation names the scope it needs; a key without it gets 403
\`MISSING_SCOPE\` with the scope in \`details\`. A session acts with its person's role. Every authentication
failure is the same 401 \`UNAUTHENTICATED\`. A POST, PATCH, PUT or DELETE made with a session cookie from another
site is 403 \`UNTRUSTED_ORIGIN\`. A key may be narrowed to some accounts (\`accountIds\`): other accounts answer
404 to it and lists leave them out.

**Answers.** Success is \`{"data": …, "requestId": "…"}\`; failure is
\`{"error": {"code", "message", "details"?}, "requestId"}\`. Match on \`error.code\` (stable); \`message\` is for
people. Every answer carries the \`svc-request-id\` header. Ids are UUIDs; money, prices and volumes are decimal
strings; timestamps are RFC 3339 UTC. Another workspace's resource answers 404, exactly like one that does not exist.

**Orders.** Calls that open or close exposure take an \`Idempotency-Key\` header: a retry with the same key gets the
first answer (marked \`idempotent-replayed: true\`) instead of a second trade. \`SEND_FAILED\` is the only outcome
that is safe to resend; after \`ORDER_UNRESOLVED\` never resend, poll the order.

**Retries.** Retry 500, 502 and 503 with exponential backoff and jitter, 429 after \`retry-after\` seconds; never
retry other 4xx.`

/** The whole HTTP contract, shared by the server and the CLI. An endpoint enters it when it is implemented. */
export class Api extends HttpApi.make("svc")
  .add(HealthGroup)
  .add(AccountsGroup)
  .add(AccountDataGroup)
  .add(TradingGroup)
  .add(OrdersGroup)
  .add(WavesGroup)
  .add(ApiKeysGroup)
  .add(WorkspaceGroup)
  .add(WebhooksGroup)
  .add(SessionGroup)
  .add(MembersGroup)
  .add(AlertHooksGroup)
  .add(AlertInboundGroup)
  .add(CopyGroup)
  .add(BillingGroup)
  .add(BillingInboundGroup)
  .pipe(errors(InvalidRequest, NotFound, MethodNotAllowed, InternalError, ShuttingDown, RuntimeUnavailable))
  .annotate(OpenApi.Title, "Trading Account Connectivity API")
  .annotate(OpenApi.Version, "0.1.0")
  .annotate(OpenApi.Description, introduction)
  // Relative: the document describes whichever install serves it.
  .annotate(OpenApi.Servers, [{ url: "/", description: "The install serving this document" }])
  .annotate(OpenApi.Transform, finishDocument)
{}
