// Generated from /openapi.json by `pnpm openapi:types` (openapi-typescript); do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 whenever the process is up; no authentication.
         */
        get: operations["health.healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description 200 when the service can take traffic, including storing and using broker credentials; 503 `NotReady` with the failing `checks` otherwise. No authentication.
         */
        get: operations["health.readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Every account of the workspace, newest first.
         *
         *     Required scope: `accounts:read`.
         */
        get: operations["accounts.listAccounts"];
        put?: never;
        /**
         * Connect an account
         * @description Connects an account: stores the password encrypted and does not log in. 201 for a new account; 200 with the same id when that login and server was connected before and disconnected; 409 ACCOUNT_EXISTS (details carry accountId) while it is still connected; 402 FEATURE_NOT_IN_PLAN for `always_on` on a plan without always-on accounts.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.connectAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account
         * @description The account with its `state`, mode and, when it needs you, `problem`.
         *
         *     Required scope: `accounts:read`.
         */
        get: operations["accounts.getAccount"];
        put?: never;
        post?: never;
        /**
         * Delete an account
         * @description Removes the terminal, the password and the record with its orders, deals and positions; irreversible. `force=true` deletes even with open positions (they stay open at the broker). 409 ACCOUNT_IN_WAVE while an unfinished multi-account order includes the account (its ids in `details`).
         *
         *     Required scope: `accounts:write`.
         */
        delete: operations["accounts.deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring many accounts online
         * @description Brings up to 200 accounts online at once; one result per id given, in order: `warming`, `already_running`, `needs_operator` (not retried: a human must fix it), `no_secret` or `not_found`.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.prepareAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/warm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an account online
         * @description Brings the account online; idempotent. Answers 202 at once with `pollUrl`; poll it until `state` is `ready`. A login failure shows in `state` and `problem`, never in this status code. `alreadyRunning` is true when the account was already online. An account that needs a person (`needs_2fa`, `needs_certificate`, `trading_disabled`, `invalid_credentials`) answers 409 `NEEDS_OPERATOR`: once the 2FA, certificate or trading permission is fixed at the broker, `operatorResolved=true` confirms it and tries one login (a `connect` action of the problem); a refused password is fixed with the password or server endpoint instead. Prepare and automatic reconnects never retry these states.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.warmAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll an account's status
         * @description Poll after a warm until `state` is `ready`; `invalid_credentials`, `needs_2fa`, `needs_certificate` and `trading_disabled` are failures a person must fix.
         *
         *     Required scope: `accounts:read`.
         */
        get: operations["accounts.accountStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/cool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an account offline
         * @description Takes the account offline to `standby`. The stored password is kept; open positions stay open at the broker with their stops. `stopped` is false when it was not online. 409 while an order is in flight.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.coolAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an account's mode
         * @description Takes effect the next time the account comes online. `restingState` is where the account settles under the new mode when nobody uses it: `ready` for always_on, `standby` otherwise.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.changeMode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect an account
         * @description Takes the account offline and deletes the stored password; the record and its history stay, in `offline`. Connecting the same login and server again answers 200 with this same account.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.disconnectAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the stored password
         * @description Replaces the stored password (encrypted like the first). A session opened with the old password ends; the account rests in `offline` (or stays `created`), ready to warm. 409 while an order is in flight.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move to another server
         * @description Moves the account to another server of its broker: one of `problem.otherServers` (400 otherwise). The account goes offline and logs in there on the next warm.
         *
         *     Required scope: `accounts:write`.
         */
        post: operations["accounts.changeServer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open positions
         * @description The positions snapshot, refreshed about every 15 seconds while the account is online; each row carries `observedAt`.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["accountData.listPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh positions now
         * @description Refreshes the positions snapshot from the terminal now (and confirms unresolved orders). The account must be online.
         *
         *     Required scope: `trading:read`.
         */
        post: operations["accountData.reconcilePositions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deals
         * @description Every deal of the account, including those no order of yours caused (stops, swaps, deposits, desktop trades), ordered by the broker's timestamp.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["accountData.listDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get live quotes
         * @description Live quotes from the account's terminal; poll, there is no stream. Up to 20 names. Answers served from the short cache are free; the rest count against 300 a minute plus a burst of 50 per account (429 RATE_LIMITED with `retry-after`).
         *
         *     Required scope: `trading:read`.
         */
        get: operations["accountData.getQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate margin or profit
         * @description Margin for an order (`kind: margin`, at `price`) or profit between two prices (`kind: profit`, `openPrice` to `closePrice`), in the account currency. Opens nothing. `value` null means the terminal would not answer. 409 NO_RUNTIME when the account is offline.
         *
         *     Required scope: `trading:read`.
         */
        post: operations["accountData.calculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/orders/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a market order
         * @description Buys or sells at market. Requires `Idempotency-Key`: a retry with the same key and request returns the first answer for 24 hours (409 IDEMPOTENCY_KEY_REUSED for a different request, 409 IDEMPOTENCY_IN_FLIGHT while the first runs). Outcomes: 200 with the order (filled, working or completed); 422 ORDER_REJECTED when the broker refused (details carry orderId, retcode, retcodeText, retryable); 502 SEND_FAILED when it provably never reached the broker (the only safe resend); 502 ORDER_UNRESOLVED when it was sent and no answer came: never resend, poll `GET /v1/orders/{orderId}` (it is confirmed against the broker's records).
         *
         *     Required scope: `trading:write`.
         */
        post: operations["trading.placeMarketOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/orders/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a pending order
         * @description Places a pending order (limit, stop, stop-limit). Requires `Idempotency-Key`: a retry with the same key and request returns the first answer for 24 hours (409 IDEMPOTENCY_KEY_REUSED for a different request, 409 IDEMPOTENCY_IN_FLIGHT while the first runs). Outcomes: 200 with the order (filled, working or completed); 422 ORDER_REJECTED when the broker refused (details carry orderId, retcode, retcodeText, retryable); 502 SEND_FAILED when it provably never reached the broker (the only safe resend); 502 ORDER_UNRESOLVED when it was sent and no answer came: never resend, poll `GET /v1/orders/{orderId}` (it is confirmed against the broker's records).
         *
         *     Required scope: `trading:write`.
         */
        post: operations["trading.placePendingOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/positions/{positionId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a position
         * @description Closes a position (the broker's ticket), whole or in part with `volume`. Requires `Idempotency-Key`: a retry with the same key and request returns the first answer for 24 hours (409 IDEMPOTENCY_KEY_REUSED for a different request, 409 IDEMPOTENCY_IN_FLIGHT while the first runs). Outcomes: 200 with the order (filled, working or completed); 422 ORDER_REJECTED when the broker refused (details carry orderId, retcode, retcodeText, retryable); 502 SEND_FAILED when it provably never reached the broker (the only safe resend); 502 ORDER_UNRESOLVED when it was sent and no answer came: never resend, poll `GET /v1/orders/{orderId}` (it is confirmed against the broker's records).
         *
         *     Required scope: `trading:write`.
         */
        post: operations["trading.closePosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}/positions/{positionId}/modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a position's stops
         * @description Moves a position's stop loss and take profit: `null` removes a level, an omitted field leaves it. Recorded as an order with intent `modify`. `Idempotency-Key` optional.
         *
         *     Required scope: `trading:write`.
         */
        post: operations["trading.modifyPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/modify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Modify a pending order
         * @description Modifies a working pending order; recorded as an order with intent `modify` naming the same broker order. `Idempotency-Key` optional.
         *
         *     Required scope: `trading:write`.
         */
        post: operations["trading.modifyOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending order
         * @description Removes a pending order that has not triggered; the original order becomes `cancelled`. If it already triggered the broker refuses with 10035 (422 ORDER_REJECTED): close the position instead.
         *
         *     Required scope: `trading:write`.
         */
        post: operations["trading.cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Newest first across all accounts unless `accountId` narrows. Cursor pagination: pass the previous page's `nextCursor`.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["orders.listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description The authoritative order record. Poll it after ORDER_UNRESOLVED until `needsReconciliation` is false.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["orders.getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order's deals
         * @description The deals the broker made for this order (a partly filled order has several).
         *
         *     Required scope: `trading:read`.
         */
        get: operations["orders.getOrderDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execution-waves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List multi-account orders
         * @description Newest first; filter `state`. Cursor pagination: pass the previous page's `nextCursor`.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["waves.listWaves"];
        put?: never;
        /**
         * Place a multi-account order
         * @description Answers 202 with the wave in `preparing`; follow it with GET. Requires `Idempotency-Key`: a retry with the same key and body answers the same wave (marked `idempotent-replayed: true`) for 24 hours; 409 IDEMPOTENCY_KEY_REUSED for a different body. An account of another workspace is 404 ACCOUNT_NOT_FOUND naming it; more accounts than the plan allows is 402 QUOTA_EXCEEDED naming the limit; a plan without multi-account orders (or, for pending kinds, without pending orders) is 402 FEATURE_NOT_IN_PLAN; the workspace's kill switch is 409 TRADING_DISABLED.
         *
         *     Required scope: `trading:write`.
         */
        post: operations["waves.createWave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execution-waves/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a multi-account order
         * @description The wave with its legs and summary, as it stands.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["waves.getWave"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execution-waves/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a multi-account order
         * @description Stops a wave that has not been released (`preparing` or `waiting`): it ends `cancelled` with no order sent. A cancelled wave answers again as it is. Once released (`dispatching`, `settled`) or `abandoned`, 409 WAVE_NOT_CANCELLABLE with the wave's state in `details`: released orders are not taken back; close their positions instead.
         *
         *     Required scope: `trading:write`.
         */
        post: operations["waves.cancelWave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Every key of the workspace, revoked ones included, newest first.
         *
         *     Required scope: `keys:manage`.
         */
        get: operations["apiKeys.listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key; the full `key` is in this answer only. 50 active keys at most. `accountIds` narrows it to some accounts; `limits.maxVolume` caps the volume of each order it places.
         *
         *     Required scope: `keys:manage`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        post: operations["apiKeys.createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API key
         * @description The key's name, scopes, hint and dates; never the secret.
         *
         *     Required scope: `keys:manage`.
         */
        get: operations["apiKeys.getApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename or re-scope an API key
         * @description New scopes, accounts and limits replace the old and apply from the next request; the key does not change. `accountIds` must name accounts of the workspace (404 `ACCOUNT_NOT_FOUND` otherwise). A console session widening the key (a scope it did not grant, more accounts, a higher or no volume limit) must have confirmed its password (step-up; 403 `STEP_UP_REQUIRED`); renaming and narrowing need not.
         *
         *     Required scope: `keys:manage`.
         */
        patch: operations["apiKeys.updateApiKey"];
        trace?: never;
    };
    "/v1/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Revokes the key at once; repeating it answers the revoked key.
         *
         *     Required scope: `keys:manage`.
         */
        post: operations["apiKeys.revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the workspace
         * @description The workspace of the calling key, with its plan.
         *
         *     Any valid API key or console session.
         */
        get: operations["workspace.getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Every endpoint of the workspace (at most 10), newest first. Secrets are never listed.
         *
         *     Required scope: `webhooks:read`.
         */
        get: operations["webhooks.listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Creates an endpoint; the signing `secret` is in this answer only. The URL must be HTTPS on port 443 and resolve only to public addresses (private, loopback, link-local and other internal targets are refused with 400, and again at send time). A workspace has at most 10 endpoints: the 11th gets 409 KEY_LIMIT (the spec's code for a full per-workspace allowance), details `{limit: 10, resource: "webhook_endpoints"}`. Webhooks are on every paid plan; other plans get 402 FEATURE_NOT_IN_PLAN naming the plans that have them.
         *
         *     Required scope: `webhooks:write`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        post: operations["webhooks.createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description The endpoint with its event filter and health (`consecutiveFailures`, `disabledAt`); never the secret.
         *
         *     Required scope: `webhooks:read`.
         */
        get: operations["webhooks.getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint and its delivery log; nothing more is sent to it. Returns it as it was.
         *
         *     Required scope: `webhooks:write`.
         */
        delete: operations["webhooks.deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes url, events and or description; the secret is unchanged. A new event filter applies to events recorded from now on. Webhooks are on every paid plan; other plans get 402 FEATURE_NOT_IN_PLAN naming the plans that have them.
         *
         *     Required scope: `webhooks:write`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        patch: operations["webhooks.updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Records a `webhook.test` event with data `{endpointId, message}` and queues it for this endpoint only (whatever it subscribes to, and even while it is switched off, to check a receiver before enabling). 202 with the delivery; follow it in the delivery log.
         *
         *     Required scope: `webhooks:write`.
         */
        post: operations["webhooks.testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Makes a new secret, returned in this answer only. For 24 hours (`previousSecretExpiresAt`) every delivery carries two `v1=` signatures, new then old. Rotating again within the window drops the oldest secret.
         *
         *     Required scope: `webhooks:write`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        post: operations["webhooks.rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-enable a webhook endpoint
         * @description Resumes an endpoint the service switched off: clears `disabledAt`, `disabledReason` and `consecutiveFailures`. Events recorded while it was off are not sent; those queued before the switch-off are `abandoned` in the log and can be redelivered. Safe to repeat.
         *
         *     Required scope: `webhooks:write`.
         */
        post: operations["webhooks.enableWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries
         * @description The delivery log of the endpoint, newest event first: per event its status, next attempt and every attempt (time, status code, duration, the first 1,024 characters of the answer). Cursor pagination: `limit` 1 to 200 (default 50), `cursor` from the previous `page.nextCursor`; optional `status` filter. Kept 30 days.
         *
         *     Required scope: `webhooks:read`.
         */
        get: operations["webhooks.listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery
         * @description One event's delivery to this endpoint: its status, next attempt and every attempt made.
         *
         *     Required scope: `webhooks:read`.
         */
        get: operations["webhooks.getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{eventId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Sends a logged event again now, with a fresh retry schedule, whatever its status. Only events in this endpoint's log can be redelivered (404 otherwise): events recorded while it was switched off were never queued for it. 202 with the delivery.
         *
         *     Required scope: `webhooks:write`.
         */
        post: operations["webhooks.redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the session
         * @description The signed-in person, their role, and the session's expiry; each use moves the expiry 30 days on.
         *
         *     Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        get: operations["session.getSession"];
        put?: never;
        /**
         * Sign in
         * @description Sets the session cookie: `svc_session` (`__Host-svc_session`, `Secure`, when the service is served over HTTPS), httpOnly, SameSite=Lax, holding a random token whose SHA-256 alone is stored. The session lasts 30 days from its last use. A wrong email or password is the same 401. At most 10 failed attempts per email and 30 per client address in 15 minutes (the client address as believed behind the proxies of `SVC_TRUSTED_PROXIES`, read from `X-Forwarded-For`); beyond, 429 `RATE_LIMITED` with `retry-after`. An attempt counts from the moment it arrives until its password is found right, so concurrent guesses cannot pass the limit together. No authentication.
         */
        post: operations["session.signIn"];
        /**
         * Sign out
         * @description Ends the session at once and clears its cookie.
         *
         *     Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        delete: operations["session.signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/session/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm identity (step-up)
         * @description Re-entering the password opens a confirmation window of 15 minutes, moved on by each confirmed action, closing at the latest 2 hours after it was opened. Attempts count toward the sign-in limit.
         *
         *     Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        post: operations["session.stepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/session/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the first owner's password
         * @description Uses the one-time setup link printed when the service created the first owner, or the newer one a start with `SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK=true` printed in its place (its token is the part after `#`): sets the password and signs in. Sets the session cookie: `svc_session` (`__Host-svc_session`, `Secure`, when the service is served over HTTPS), httpOnly, SameSite=Lax, holding a random token whose SHA-256 alone is stored. The session lasts 30 days from its last use. The link works once and for 7 days. No authentication.
         */
        post: operations["session.setUpOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Every person of the workspace with their role, the owner first.
         *
         *     Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        get: operations["members.listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description The owner removes admins and members, an admin removes members; anyone but the owner may leave (remove themselves). The person's sessions in this workspace end at once. Needs a confirmed identity (step-up).
         *
         *     Required: `confirmed person`, a signed-in person who confirmed their password in the last 15 minutes (`POST /v1/session/step-up`); otherwise 403 `STEP_UP_REQUIRED`. An API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        delete: operations["members.removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Only the owner changes roles (admin or member). Needs a confirmed identity (step-up).
         *
         *     Required: `confirmed person`, a signed-in person who confirmed their password in the last 15 minutes (`POST /v1/session/step-up`); otherwise 403 `STEP_UP_REQUIRED`. An API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        patch: operations["members.changeMemberRole"];
        trace?: never;
    };
    "/v1/members/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open invitations
         * @description Open invitations (unaccepted, unrevoked, unexpired), newest first; `url` is null here.
         *
         *     Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        get: operations["members.listInvitations"];
        put?: never;
        /**
         * Invite a person
         * @description Answers the invitation with its single-use `url` (no email is sent); it expires after 7 days. An address with an open invitation gets that invitation back with `handedBack: true` and a new `url` (the earlier link stops working). To change the role, revoke and invite again. At most 50 invitations a day per workspace (429 `RATE_LIMITED`). Needs a confirmed identity (step-up): the link is a lasting way into the workspace.
         *
         *     Required: `confirmed person`, a signed-in person who confirmed their password in the last 15 minutes (`POST /v1/session/step-up`); otherwise 403 `STEP_UP_REQUIRED`. An API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        post: operations["members.invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/invitations/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an invitation
         * @description Its link stops working at once; revoking again answers the same. 409 `ALREADY_ACCEPTED` when it was used.
         *
         *     Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.
         */
        post: operations["members.revokeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description With `password`: creates the invited person and signs them in (sets the session cookie). Without, while signed in as the invited address: that person joins, and their session moves to this workspace. A forged, used, withdrawn or expired link is one answer, 404 `INVITATION_INVALID`. An address that already has a person must sign in first (409 `EMAIL_IN_USE`). No authentication.
         */
        post: operations["members.acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alert-hooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List alert hooks
         * @description Every hook of the workspace, newest first; URLs only as `urlHint`.
         *
         *     Required scope: `alert-hooks:read`.
         */
        get: operations["alertHooks.listAlertHooks"];
        put?: never;
        /**
         * Create an alert hook
         * @description Creates an enabled hook; its full `url` is in this answer only (the secret is its last segment and is stored hashed). Omitted `defaults` fields get their defaults. Every account must be in this workspace. Alert hooks are on every paid plan; other plans get 402 FEATURE_NOT_IN_PLAN naming the plans that have them.
         *
         *     Required scope: `alert-hooks:write`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        post: operations["alertHooks.createAlertHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alert-hooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an alert hook
         * @description The hook with its defaults; never its URL's secret.
         *
         *     Required scope: `alert-hooks:read`.
         */
        get: operations["alertHooks.getAlertHook"];
        put?: never;
        post?: never;
        /**
         * Delete an alert hook
         * @description The URL stops working at once (404) and cannot be restored; orders it placed stay in history. Returns the hook as it was.
         *
         *     Required scope: `alert-hooks:write`.
         */
        delete: operations["alertHooks.deleteAlertHook"];
        options?: never;
        head?: never;
        /**
         * Update an alert hook
         * @description Changes `name`, `accountIds` and or `defaults`. Sent `defaults` fields replace those fields, the rest stay; `symbolMap`, when sent, replaces the whole map. The URL does not change. Alert hooks are on every paid plan; other plans get 402 FEATURE_NOT_IN_PLAN naming the plans that have them.
         *
         *     Required scope: `alert-hooks:write`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        patch: operations["alertHooks.updateAlertHook"];
        trace?: never;
    };
    "/v1/alert-hooks/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an alert hook
         * @description Alerts are then refused with 409 ALERT_HOOK_DISABLED and recorded as rejected; the URL is unchanged. Safe to repeat.
         *
         *     Required scope: `alert-hooks:write`.
         */
        post: operations["alertHooks.disableAlertHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alert-hooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable an alert hook
         * @description Alerts are acted on again. A hook without accounts cannot be enabled (400). Safe to repeat. Alert hooks are on every paid plan; other plans get 402 FEATURE_NOT_IN_PLAN naming the plans that have them.
         *
         *     Required scope: `alert-hooks:write`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        post: operations["alertHooks.enableAlertHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alert-hooks/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an alert hook's URL
         * @description A new secret URL, returned in this answer only; the old URL answers 404 from now on.
         *
         *     Required scope: `alert-hooks:write`. A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope.
         */
        post: operations["alertHooks.rotateAlertHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/alert-hooks/{id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a hook's alerts
         * @description Every alert the hook received, accepted or rejected, newest first: when, from where, the first 1 KiB of the body, the parsed intent, the outcome with its reason, and the orders or multi-account order it placed. Cursor pagination (`limit` 1 to 200, default 50). Kept 30 days.
         *
         *     Required scope: `alert-hooks:read`.
         */
        get: operations["alertHooks.listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/tradingview/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a TradingView alert
         * @description Three message formats are read; the first that parses wins.
         *
         *     **JSON** (`content-type: application/json`, TradingView sends it when the message is valid JSON):
         *     `action` (`buy`, `sell`, `close`, `close_long`, `close_short`, `close_all`, `flat`, `cancel`; also `long`,
         *     `short`, `exit`), `symbol` or `ticker`, `volume` or `quantity` (else the hook's default), optional `type`
         *     (`market`, `limit`, `stop`) with `price`, `sl` and `tp` as prices or `sl_points`/`tp_points`, `id` (the
         *     alert's own id), `time` (RFC 3339 or Unix milliseconds), `comment`. Numbers may be JSON numbers or strings; unknown
         *     fields are ignored. TradingView placeholders fit as values:
         *     `{"action":"{{strategy.order.action}}","ticker":"{{ticker}}","quantity":"{{strategy.order.contracts}}","id":"{{strategy.order.id}}-{{timenow}}","time":"{{timenow}}"}`.
         *
         *     **Plain text**: `buy EURUSD 0.1 sl=1.0800 tp=1.0950`, `sell EURUSD`, `closelong EURUSD`, `closeshort EURUSD`,
         *     `close EURUSD`, `closeall`, `cancel EURUSD`; optional `price=`, `type=limit|stop`, `id=`.
         *
         *     **Comma form** (PineConnector style, the first field is ignored): `<id>,buy,EURUSD,vol_lots=0.1,sl=1.0850,tp=1.0950`;
         *     `closelong`, `closeshort`, `closeall`, `cancel` as actions.
         *
         *     **Duplicates.** An alert with an `id` is executed at most once per hook for 24 hours; without one, the same body
         *     within 60 seconds is a duplicate. Either answers 200 with the first `alertId` and `duplicate: true`.
         *
         *     **Answers.** 202 `{data:{alertId,status}}` once accepted (execution runs after the answer); 200 for a duplicate;
         *     404 unknown secret; 409 ALERT_HOOK_DISABLED; 400 INVALID_REQUEST for a message none of the formats reads; 403
         *     ALERT_SOURCE_NOT_ALLOWED when `onlyChartingPlatformIps` is on and the sender is not one of TradingView's addresses;
         *     409 ALERT_STALE when `time` is older than `maxAlertAgeSeconds`. Every refusal but 404 is recorded in the hook's alert log.
         *     503 ALERT_DELAYED only when the alert could not be recorded within 2.5 s (the database stalled): it carries on and
         *     may still run, and TradingView's resend is recognised as the same alert.
         */
        post: operations["alertInbound.receiveTradingViewAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/copy/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List copy strategies
         * @description The workspace's strategies that are not archived, oldest first.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["copy.listCopyStrategies"];
        put?: never;
        /**
         * Create a copy strategy
         * @description The strategy starts `paused`, with no followers: add subscriptions, then resume it with PATCH. An account is the master of one strategy at a time (409 ALREADY_COPIED); once that one is archived it can be a master again. A plan without copy trading is 402 FEATURE_NOT_IN_PLAN.
         *
         *     Required scope: `trading:write`.
         */
        post: operations["copy.createCopyStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/copy/strategies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a copy strategy
         * @description The strategy, archived ones included.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["copy.getCopyStrategy"];
        put?: never;
        post?: never;
        /**
         * Archive a copy strategy
         * @description Only when no subscription copies it (active or close_only), otherwise 409 STRATEGY_HAS_FOLLOWERS naming them: pause or remove them first. Its subscriptions stay but cannot resume; the master account can become a strategy again. Archiving an archived strategy answers it as it is.
         *
         *     Required scope: `trading:write`.
         */
        delete: operations["copy.archiveCopyStrategy"];
        options?: never;
        head?: never;
        /**
         * Rename, pause or resume a copy strategy
         * @description Pausing is always allowed: nothing is copied, closes included. A resume (`status` `active`) is checked in this order: a console session must have confirmed its person in the last 15 minutes (403 STEP_UP_REQUIRED); the plan must have copy trading (402 FEATURE_NOT_IN_PLAN); the caller must reach every follower it would open on (403 KEY_LIMIT_EXCEEDED naming the account); copy trading must not be paused on the server (503 COPY_TRADING_PAUSED, see GET /v1/copy/status). An archived strategy is 409 STRATEGY_ARCHIVED.
         *
         *     Required scope: `trading:write`.
         */
        patch: operations["copy.updateCopyStrategy"];
        trace?: never;
    };
    "/v1/copy/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether copy trading is paused on the server
         * @description The operator's switch (`SVC_COPY_TRADING_PAUSED`, its text the reason): while it is on, resumes are 503 COPY_TRADING_PAUSED. `since` is when this server started with it on.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["copy.getCopyStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/copy/strategies/{id}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a strategy's subscriptions
         * @description Oldest first; removed subscriptions are left out.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["copy.listCopySubscriptions"];
        put?: never;
        /**
         * Subscribe a follower account
         * @description Settings left out take their defaults (multiplier 1, contract sizes aligned, both sides, stops and take profits copied, no limits). A follower subscribes to a strategy once (409 ALREADY_COPIED) and is never the master. Created `active`, it is checked like a resume. A resume (`status` `active`) is checked in this order: a console session must have confirmed its person in the last 15 minutes (403 STEP_UP_REQUIRED); the plan must have copy trading (402 FEATURE_NOT_IN_PLAN); the caller must reach every follower it would open on (403 KEY_LIMIT_EXCEEDED naming the account); copy trading must not be paused on the server (503 COPY_TRADING_PAUSED, see GET /v1/copy/status).
         *
         *     Required scope: `trading:write`.
         */
        post: operations["copy.createCopySubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/copy/strategies/{id}/subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a subscription
         * @description Required scope: `trading:read`.
         */
        get: operations["copy.getCopySubscription"];
        put?: never;
        post?: never;
        /**
         * Remove a subscription
         * @description Stops it for good (`stopped`, `stoppedReason` `removed`). `openCopies=preserve` (the default) leaves the follower's open copies open, in its hands; `openCopies=close` closes them (each close is in the executions log as `removal_close`; one that fails is tried again by the drift check). Removing it again answers it as it is.
         *
         *     Required scope: `trading:write`.
         */
        delete: operations["copy.removeCopySubscription"];
        options?: never;
        head?: never;
        /**
         * Change a subscription's settings or status
         * @description Sent settings replace those fields; `symbolMap` and `riskLimits`, when sent, replace the whole map or list. `status`: `close_only` copies only closes, `paused` nothing; `active` resumes, a stopped subscription too. A resume (`status` `active`) is checked in this order: a console session must have confirmed its person in the last 15 minutes (403 STEP_UP_REQUIRED); the plan must have copy trading (402 FEATURE_NOT_IN_PLAN); the caller must reach every follower it would open on (403 KEY_LIMIT_EXCEEDED naming the account); copy trading must not be paused on the server (503 COPY_TRADING_PAUSED, see GET /v1/copy/status). A removed subscription is 409 SUBSCRIPTION_REMOVED; one of an archived strategy cannot resume (409 STRATEGY_ARCHIVED).
         *
         *     Required scope: `trading:write`.
         */
        patch: operations["copy.updateCopySubscription"];
        trace?: never;
    };
    "/v1/copy/strategies/{id}/subscriptions/{subscriptionId}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription's executions log
         * @description Newest first: each master deal the subscription saw (open or close) and each close the copier made itself, with its outcome (copied, skipped with a reason, failed with the broker's retcode), the signal and copy latencies and the slippage in points. Each master deal has at most one row per subscription: it is written before the follower order is sent. Cursor pagination.
         *
         *     Required scope: `trading:read`.
         */
        get: operations["copy.listCopyExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/copy/strategies/{id}/subscriptions/{subscriptionId}/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription's drift report
         * @description Positions linked master↔follower, orphans (follower copies whose master position is closed: the drift check closes them while the subscription copies) and missing copies (master positions with none, and why), with what the drift check did. The check runs on resume, every SVC_COPY_DRIFT_INTERVAL_MS (default 10 s) and retries closes that failed; it opens a missing copy only while the master's open signal is within its lifetime (SVC_COPY_OPEN_SIGNAL_LIFETIME_MS, default 60 s).
         *
         *     Required scope: `trading:read`.
         */
        get: operations["copy.getCopyDrift"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/copy/strategies/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview what a master trade becomes on each follower
         * @description Nothing is traded: each subscription the caller can reach (removed ones aside) is sized as a copy would be now, with the follower's and the master's live figures (the accounts must be online, or warm_on_demand); `outcome` skip says why not (facts_unavailable when a terminal could not be read).
         *
         *     Required scope: `trading:read`.
         */
        post: operations["copy.previewCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the plan's allowances and this period's usage
         * @description The workspace's plan with its features and allowances (null: unlimited) and what it used in the current period, a calendar month in UTC. Allowances apply to opening only: an order that opens exposure (market or pending, outside multi-account orders), a multi-account order, one more connected account; passing one answers 402 `QUOTA_EXCEEDED`. Closing, cancelling and modifying are never refused.
         *
         *     Any valid API key or console session.
         */
        get: operations["billing.getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the subscription
         * @description The paid subscription as the payment provider last confirmed it; `data` is null when there is none.
         *
         *     Any valid API key or console session.
         */
        get: operations["billing.getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for a plan
         * @description Opens a checkout at the payment provider for `plan` (starter or scale) paid by `method`; answers the address where the owner pays. The plan starts when the provider confirms the payment. 400 `PLAN_NOT_PURCHASABLE` for Free, Enterprise or an unknown plan; 409 `CONTRACT_PLAN` on a contract plan; 409 `ALREADY_ON_PLAN` when already paying for it by card; 409 `CARD_SUBSCRIPTION_ACTIVE` while a card plan runs (cancel it first); by card while a crypto month runs, 409 `CRYPTO_PERIOD_RUNNING`. A card checkout replaces the workspace's open one, which is ended at the provider first (its page can no longer be paid; each expires after 31 minutes anyway); 409 `CHECKOUT_IN_PROGRESS` naming it (`url`, `expiresAt`) while it is being opened at the same moment or when it was paid just before; in crypto, 400 `COIN_NOT_ACCEPTED` for a coin not offered, 409 `BELOW_COIN_MINIMUM` when the price is below the provider's minimum for the coin, 409 `DOWNGRADE_AT_PERIOD_END` for a cheaper plan while a crypto month runs; 503 `CARD_UNAVAILABLE`/`CRYPTO_UNAVAILABLE` when the method is not configured on this server; 502 `PROVIDER_ERROR` when the provider failed (nothing charged). A crypto checkout answers the invoice to pay (its address, amount due in the coin and the rate, until when it holds) as `invoiceId`. Needs the workspace's owner signed in with a console session and confirmed (step-up): an API key or another role gets 403 `BILLING_NEEDS_THE_OWNER`, an unconfirmed owner 403 `STEP_UP_REQUIRED`.
         *
         *     Any valid API key or console session.
         */
        post: operations["billing.checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the card plan
         * @description Moves the card subscription to `plan` at once, upgrade or downgrade, within the same paid period; the provider prorates: an upgrade's difference for the rest of the period is invoiced and charged now, a downgrade charges nothing and the unused part of the dearer plan becomes the payer's credit at the provider, which pays the next invoices. A downgrade re-gates at once what the cheaper plan lacks (`always_on` accounts, copy trading, pending orders, multi-account orders, webhooks). The spec's period-end rule (`DOWNGRADE_AT_PERIOD_END`) is for crypto months, which nothing can credit back. 409 `NOTHING_TO_CANCEL` without a paid plan, 409 `ALREADY_ON_PLAN` for the plan it is on; a month paid in crypto changes by crypto checkout (409 `CRYPTO_PERIOD_RUNNING`, or `DOWNGRADE_AT_PERIOD_END` for a cheaper plan). Needs the workspace's owner signed in with a console session and confirmed (step-up): an API key or another role gets 403 `BILLING_NEEDS_THE_OWNER`, an unconfirmed owner 403 `STEP_UP_REQUIRED`.
         *
         *     Any valid API key or console session.
         */
        post: operations["billing.changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel at the end of the paid period
         * @description The plan runs until `currentPeriodEnd`, then the workspace returns to Free; take it back with resume. 409 `NOTHING_TO_CANCEL` without a paid plan. Needs the workspace's owner signed in with a console session and confirmed (step-up): an API key or another role gets 403 `BILLING_NEEDS_THE_OWNER`, an unconfirmed owner 403 `STEP_UP_REQUIRED`.
         *
         *     Any valid API key or console session.
         */
        post: operations["billing.cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back a cancellation
         * @description While the paid period still runs and the plan is set to cancel at its end, the card plan renews again. `resumed` is false when there was no cancellation to take back. Needs the workspace's owner signed in with a console session and confirmed (step-up): an API key or another role gets 403 `BILLING_NEEDS_THE_OWNER`, an unconfirmed owner 403 `STEP_UP_REQUIRED`.
         *
         *     Any valid API key or console session.
         */
        post: operations["billing.resumeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the card provider's customer portal
         * @description Answers the address of the card provider's page (Stripe's customer portal) where the owner changes the payment method and sees the provider's invoices; it sends them back to the console after. Plan changes go through `POST /v1/billing/plan`. 409 `NOTHING_TO_CANCEL` without a card subscription. Needs the workspace's owner signed in with a console session and confirmed (step-up): an API key or another role gets 403 `BILLING_NEEDS_THE_OWNER`, an unconfirmed owner 403 `STEP_UP_REQUIRED`.
         *
         *     Any valid API key or console session.
         */
        post: operations["billing.openPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description Newest first; amounts in integer minor units of `currency`.
         *
         *     Any valid API key or console session.
         */
        get: operations["billing.listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invoice
         * @description Any valid API key or console session.
         */
        get: operations["billing.getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices/{id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an open crypto invoice at the provider
         * @description Asks the crypto provider about an open (or expired, since a late payment still counts) crypto invoice now instead of waiting for its notice, and answers the invoice as our records then hold it. Nothing the caller sends is believed. Any other invoice is answered as it is.
         *
         *     Any valid API key or console session.
         */
        post: operations["billing.refreshInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/crypto/coins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the accepted coins
         * @description The coins a crypto checkout accepts, each with its network and the smallest price the provider takes in it (integer minor units of `currency`). 503 `CRYPTO_UNAVAILABLE` when crypto is not configured. No authentication.
         */
        get: operations["billing.listCoins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Stripe event
         * @description Where Stripe delivers its webhook events when card payments go through Stripe (`SVC_CARD_PROVIDER=stripe`); point a Stripe webhook endpoint here and give its signing secret as `SVC_STRIPE_WEBHOOK_SECRET`. No API key: the `Stripe-Signature` header, checked over the body exactly as sent, is the credential; a missing, tampered or stale one answers 400 `INVALID_REQUEST` and changes nothing. Each event is taken in once by its id (a redelivery answers 200 with `duplicate: true`); it only names what changed, and the plan follows what this service then reads back from Stripe, so duplicates and events out of order have one effect. 404 when Stripe is not this server's card provider.
         */
        post: operations["billing.receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/btcpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a BTCPay Server webhook
         * @description `BTCPay-Sig: sha256=<hex>`: HMAC-SHA256 of the raw body with the webhook's secret. No API key: the provider's signature is the credential, and the body only names the invoice, which the service then re-reads from the provider (a redelivery credits nothing twice). 401 `UNAUTHENTICATED` when the signature does not hold (nothing changes); 503 `CRYPTO_UNAVAILABLE` when this provider is not the one configured.
         */
        post: operations["billingInbound.receiveBtcPayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/nowpayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a NOWPayments IPN
         * @description `x-nowpayments-sig`: HMAC-SHA512, with the IPN secret, of the JSON body re-serialised with every object's keys sorted (not the raw bytes). No API key: the provider's signature is the credential, and the body only names the invoice, which the service then re-reads from the provider (a redelivery credits nothing twice). 401 `UNAUTHENTICATED` when the signature does not hold (nothing changes); 503 `CRYPTO_UNAVAILABLE` when this provider is not the one configured.
         */
        post: operations["billingInbound.receiveNowPaymentsIpn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            status: string;
            requestId: string;
        };
        INVALID_REQUEST: {
            error: {
                /** @enum {string} */
                code: "INVALID_REQUEST";
                message: string;
                details?: components["schemas"]["FieldIssue"][];
            };
            requestId: string;
        };
        FieldIssue: {
            /** @description the field's path, dotted; `(body)` for the body as a whole */
            field: string;
            message: string;
        };
        NOT_FOUND: {
            error: {
                /** @enum {string} */
                code: "NOT_FOUND";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        METHOD_NOT_ALLOWED: {
            error: {
                /** @enum {string} */
                code: "METHOD_NOT_ALLOWED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        INTERNAL_ERROR: {
            error: {
                /** @enum {string} */
                code: "INTERNAL_ERROR";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        SHUTTING_DOWN: {
            error: {
                /** @enum {string} */
                code: "SHUTTING_DOWN";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        RUNTIME_UNAVAILABLE: {
            error: {
                /** @enum {string} */
                code: "RUNTIME_UNAVAILABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        Readiness: {
            status: string;
            checks: {
                [key: string]: string;
            };
            requestId: string;
        };
        NotReady: {
            status: string;
            checks: {
                [key: string]: string;
            };
            requestId: string;
        };
        AccountListResponse: {
            data: components["schemas"]["Account"][];
            requestId: string;
        };
        Account: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            id: string;
            label: string | null;
            login: string;
            server: string;
            mode: components["schemas"]["AccountMode"];
            state: components["schemas"]["AccountState"];
            stateDetail: string | null;
            stateChangedAt: components["schemas"]["Timestamp"];
            problem: components["schemas"]["Problem"] | null;
            currency: string | null;
            leverage: components["schemas"]["Int"] | null;
            marginMode: string | null;
            tradeAllowed: boolean | null;
            brokerName: string | null;
            environment: components["schemas"]["Environment"] | null;
            tradingDisabled: boolean;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        AccountMode: "always_on" | "warm_on_demand" | "cold";
        /** @enum {string} */
        AccountState: "created" | "provisioning" | "starting" | "connecting" | "synchronizing" | "ready" | "executing" | "reconnecting" | "degraded" | "cooling" | "standby" | "offline" | "invalid_credentials" | "needs_2fa" | "needs_certificate" | "trading_disabled" | "error";
        /**
         * Format: date-time
         * @description RFC 3339 date-time, years 0001 to 9999 (answers are in UTC)
         */
        Timestamp: string;
        /** @description Set when the account needs the caller */
        Problem: {
            code: components["schemas"]["ProblemCode"];
            title: string;
            explanation: string;
            detail: string | null;
            otherServers: string[];
            actions: components["schemas"]["ProblemAction"][];
        };
        /** @enum {string} */
        ProblemCode: "LOGIN_REFUSED" | "TRADING_DISABLED" | "NEEDS_2FA" | "NEEDS_CERTIFICATE" | "CONNECTION_FAILED";
        ProblemAction: {
            /** @enum {string} */
            kind: "switch_server" | "replace_credentials" | "connect" | "contact_support";
            server?: string;
        };
        /**
         * int
         * @description an integer
         */
        Int: number;
        /** @enum {string} */
        Environment: "demo" | "contest" | "live";
        SCHEDULER_FAILED: {
            error: {
                /** @enum {string} */
                code: "SCHEDULER_FAILED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        UNAUTHENTICATED: {
            error: {
                /** @enum {string} */
                code: "UNAUTHENTICATED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        MISSING_SCOPE: {
            error: {
                /** @enum {string} */
                code: "MISSING_SCOPE";
                message: string;
                details?: components["schemas"]["MissingScopeDetail"][];
            };
            requestId: string;
        };
        MissingScopeDetail: {
            /**
             * @description the scope the endpoint needs
             * @enum {string}
             */
            scope: "accounts:read" | "accounts:write" | "trading:read" | "trading:write" | "webhooks:read" | "webhooks:write" | "alert-hooks:read" | "alert-hooks:write" | "keys:manage" | "admin";
        };
        UNTRUSTED_ORIGIN: {
            error: {
                /** @enum {string} */
                code: "UNTRUSTED_ORIGIN";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        MEMBERS_NEED_A_PERSON: {
            error: {
                /** @enum {string} */
                code: "MEMBERS_NEED_A_PERSON";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        STEP_UP_REQUIRED: {
            error: {
                /** @enum {string} */
                code: "STEP_UP_REQUIRED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ConnectAccount: {
            /** @enum {string} */
            platform?: "mt5";
            /** @description platform account number, digits only */
            login: string;
            /**
             * maxLength(128)
             * @description broker server name exactly as the platform shows it
             */
            server: string;
            /**
             * maxLength(256)
             * @description trading password (not the investor password); encrypted on arrival, never returned
             */
            password: string;
            mode?: components["schemas"]["AccountMode"];
            label?: string | null;
        };
        AccountCreatedResponse: {
            data: components["schemas"]["Account"];
            requestId: string;
        };
        AccountReconnectedResponse: {
            data: components["schemas"]["ReconnectedAccount"];
            requestId: string;
        };
        ReconnectedAccount: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            id: string;
            label: string | null;
            login: string;
            server: string;
            mode: components["schemas"]["AccountMode"];
            state: components["schemas"]["AccountState"];
            stateDetail: string | null;
            stateChangedAt: components["schemas"]["Timestamp"];
            problem: components["schemas"]["Problem"] | null;
            currency: string | null;
            leverage: components["schemas"]["Int"] | null;
            marginMode: string | null;
            tradeAllowed: boolean | null;
            brokerName: string | null;
            environment: components["schemas"]["Environment"] | null;
            tradingDisabled: boolean;
            createdAt: components["schemas"]["Timestamp"];
        };
        SECRET_STORE_UNAVAILABLE: {
            error: {
                /** @enum {string} */
                code: "SECRET_STORE_UNAVAILABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        KEY_LIMIT_EXCEEDED: {
            error: {
                /** @enum {string} */
                code: "KEY_LIMIT_EXCEEDED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ACCOUNT_EXISTS: {
            error: {
                /** @enum {string} */
                code: "ACCOUNT_EXISTS";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        QUOTA_EXCEEDED: {
            error: {
                /** @enum {string} */
                code: "QUOTA_EXCEEDED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        FEATURE_NOT_IN_PLAN: {
            error: {
                /** @enum {string} */
                code: "FEATURE_NOT_IN_PLAN";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        AccountResponse: {
            data: components["schemas"]["Account"];
            requestId: string;
        };
        ACCOUNT_NOT_FOUND: {
            error: {
                /** @enum {string} */
                code: "ACCOUNT_NOT_FOUND";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        AccountDeletionResponse: {
            data: components["schemas"]["AccountDeletion"];
            requestId: string;
        };
        AccountDeletion: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            deleted: boolean;
            removed: {
                orders: components["schemas"]["Int"];
                deals: components["schemas"]["Int"];
                positions: components["schemas"]["Int"];
                /**
                 * int
                 * @description alert hooks the account was removed from (a hook left with none is switched off)
                 */
                alertHooksUpdated: number;
            };
        };
        ACCOUNT_EXECUTING: {
            error: {
                /** @enum {string} */
                code: "ACCOUNT_EXECUTING";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ACCOUNT_HAS_POSITIONS: {
            error: {
                /** @enum {string} */
                code: "ACCOUNT_HAS_POSITIONS";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ACCOUNT_IN_WAVE: {
            error: {
                /** @enum {string} */
                code: "ACCOUNT_IN_WAVE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        PrepareAccounts: {
            /**
             * maxItems(200)
             * @description an array of at most 200 item(s)
             */
            accountIds: string[];
        };
        PrepareResponse: {
            data: components["schemas"]["PrepareResult"][];
            requestId: string;
        };
        PrepareResult: {
            accountId: string;
            result: components["schemas"]["PrepareOutcome"];
            state: components["schemas"]["AccountState"] | null;
        };
        /** @enum {string} */
        PrepareOutcome: "warming" | "already_running" | "needs_operator" | "no_secret" | "not_found";
        WarmParams: {
            /**
             * @description `true`: a person fixed at the broker what the account needed them for (2FA, certificate, trading disabled); one login is tried from those states
             * @enum {string}
             */
            operatorResolved?: "true" | "false";
        };
        WarmResponse: {
            data: components["schemas"]["WarmResult"];
            requestId: string;
        };
        WarmResult: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            state: components["schemas"]["AccountState"];
            alreadyRunning: boolean;
            pollUrl: string;
        };
        NEEDS_OPERATOR: {
            error: {
                /** @enum {string} */
                code: "NEEDS_OPERATOR";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        NO_SECRET: {
            error: {
                /** @enum {string} */
                code: "NO_SECRET";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        AccountStatusResponse: {
            data: components["schemas"]["AccountStatus"];
            requestId: string;
        };
        AccountStatus: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            state: components["schemas"]["AccountState"];
            stateDetail: string | null;
            stateChangedAt: components["schemas"]["Timestamp"];
            problem: components["schemas"]["Problem"] | null;
            mode: components["schemas"]["AccountMode"];
            online: boolean;
            tradeAllowed: boolean | null;
        };
        CoolResponse: {
            data: components["schemas"]["CoolResult"];
            requestId: string;
        };
        CoolResult: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            stopped: boolean;
            state: string;
        };
        ChangeMode: {
            mode: components["schemas"]["AccountMode"];
        };
        ModeChangeResponse: {
            data: components["schemas"]["ModeChangeResult"];
            requestId: string;
        };
        ModeChangeResult: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            mode: components["schemas"]["AccountMode"];
            restingState: string;
        };
        DisconnectResponse: {
            data: components["schemas"]["DisconnectResult"];
            requestId: string;
        };
        DisconnectResult: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            state: components["schemas"]["AccountState"];
            passwordDeleted: boolean;
        };
        ChangePassword: {
            /**
             * maxLength(256)
             * @description trading password (not the investor password); encrypted on arrival, never returned
             */
            password: string;
        };
        ChangeServer: {
            /**
             * maxLength(128)
             * @description a string at most 128 character(s) long
             */
            server: string;
        };
        PositionsResponse: {
            data: components["schemas"]["PositionsSnapshot"];
            requestId: string;
        };
        PositionsSnapshot: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            observedAt: components["schemas"]["Timestamp"] | null;
            positions: components["schemas"]["Position"][];
        };
        Position: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            /** @description the broker's position ticket; the `positionId` of close and modify */
            brokerPositionId: string;
            symbol: string;
            side: components["schemas"]["PositionSide"];
            /**
             * @description lots still open
             * @example 0.10
             */
            volume: string;
            openPrice: components["schemas"]["DecimalString"];
            currentPrice: components["schemas"]["DecimalString"];
            stopLoss: components["schemas"]["DecimalString"] | null;
            takeProfit: components["schemas"]["DecimalString"] | null;
            swap: components["schemas"]["DecimalString"];
            /**
             * @description floating profit in the account currency
             * @example 0.10
             */
            profit: string;
            openedAt: components["schemas"]["Timestamp"];
            comment: string | null;
            /** @description expert id that opened it; 0 is a manual trade; null when not reported */
            magic: components["schemas"]["Int"] | null;
            observedAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        PositionSide: "buy" | "sell";
        /**
         * @description exact decimal number as a string
         * @example 0.10
         */
        DecimalString: string;
        ACCOUNT_NOT_READY: {
            error: {
                /** @enum {string} */
                code: "ACCOUNT_NOT_READY";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        DealListResponse: {
            data: components["schemas"]["Deal"][];
            requestId: string;
        };
        Deal: {
            /**
             * Format: uuid
             * @description DealId (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            orderId: string | null;
            brokerDealId: string;
            brokerOrderId: string | null;
            brokerPositionId: string | null;
            symbol: string;
            dealType: components["schemas"]["DealType"];
            entry: components["schemas"]["DealEntry"] | null;
            volume: components["schemas"]["DecimalString"] | null;
            price: components["schemas"]["DecimalString"] | null;
            commission: components["schemas"]["DecimalString"] | null;
            swap: components["schemas"]["DecimalString"] | null;
            profit: components["schemas"]["DecimalString"] | null;
            fee: components["schemas"]["DecimalString"] | null;
            /**
             * Format: date-time
             * @description RFC 3339 date-time, years 0001 to 9999 (answers are in UTC)
             */
            dealtAt: string;
            comment: string | null;
        };
        /** @description MT5 deal type in snake case, such as buy, sell, balance, credit, charge, correction, bonus, commission, commission_daily, commission_monthly, commission_agent_daily, commission_agent_monthly, interest, buy_canceled, sell_canceled, dividend, dividend_franked, tax */
        DealType: string;
        /** @enum {string} */
        DealEntry: "in" | "out" | "inout" | "out_by";
        QuoteListResponse: {
            data: components["schemas"]["Quote"][];
            requestId: string;
        };
        Quote: {
            symbol: string;
            instrument: string | null;
            status: components["schemas"]["QuoteStatus"];
            bid: components["schemas"]["DecimalString"];
            ask: components["schemas"]["DecimalString"];
            /**
             * int
             * @description in points
             */
            spread: number;
            digits: components["schemas"]["Int"];
            brokerTime: components["schemas"]["BrokerTime"];
            /** @description time of the last tick in UTC */
            time: components["schemas"]["Timestamp"] | null;
            observedAt: components["schemas"]["Timestamp"];
            ageMs: components["schemas"]["Int"] | null;
            /** @description true only while the market is open and the last tick is over 60 seconds old */
            stale: boolean;
            marketOpen: boolean | null;
            /** @example full */
            tradeMode: string;
        };
        /** @enum {string} */
        QuoteStatus: "ok" | "unknown_symbol";
        /** @description broker-local time, YYYY-MM-DD HH:MM:SS.mmm */
        BrokerTime: string;
        RATE_LIMITED: {
            error: {
                /** @enum {string} */
                code: "RATE_LIMITED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CAPABILITY_UNAVAILABLE: {
            error: {
                /** @enum {string} */
                code: "CAPABILITY_UNAVAILABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        MarginCalculation: {
            /** @enum {string} */
            kind: "margin";
            /**
             * maxLength(64)
             * @description a string at most 64 character(s) long
             */
            symbol: string;
            side: components["schemas"]["OrderSide"];
            volume: components["schemas"]["PositiveDecimalString"];
            price: components["schemas"]["PositiveDecimalString"];
        };
        /** @enum {string} */
        OrderSide: "buy" | "sell";
        /**
         * @description greater than zero
         * @example 0.10
         */
        PositiveDecimalString: string & unknown;
        ProfitCalculation: {
            /** @enum {string} */
            kind: "profit";
            /**
             * maxLength(64)
             * @description a string at most 64 character(s) long
             */
            symbol: string;
            side: components["schemas"]["OrderSide"];
            volume: components["schemas"]["PositiveDecimalString"];
            openPrice: components["schemas"]["PositiveDecimalString"];
            closePrice: components["schemas"]["PositiveDecimalString"];
        };
        CalculationResponse: {
            data: components["schemas"]["CalculationResult"];
            requestId: string;
        };
        CalculationResult: {
            kind: components["schemas"]["CalculationKind"];
            /** @description in the account currency; null means the broker would not answer, not zero */
            value: components["schemas"]["DecimalString"] | null;
        };
        /** @enum {string} */
        CalculationKind: "margin" | "profit";
        NO_RUNTIME: {
            error: {
                /** @enum {string} */
                code: "NO_RUNTIME";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        MarketOrderRequest: {
            side: components["schemas"]["OrderSide"];
            /**
             * maxLength(64)
             * @description a string at most 64 character(s) long
             */
            symbol: string;
            /** @description greater than zero */
            volume: components["schemas"]["DecimalString"];
            stopLoss?: components["schemas"]["PositiveDecimalString"];
            takeProfit?: components["schemas"]["PositiveDecimalString"];
            /**
             * between(0, 100000)
             * @description maximum slippage in points; omitted leaves it to the terminal
             */
            deviationPoints?: components["schemas"]["Int"];
            /**
             * maxLength(32)
             * @description your own reference, up to 32 characters; stored on the order and filterable
             */
            clientOrderId?: string;
        };
        OrderResponse: {
            data: {
                /**
                 * Format: uuid
                 * @description OrderId (UUID)
                 */
                id: string;
                /**
                 * Format: uuid
                 * @description AccountId (UUID)
                 */
                accountId: string;
                /** @description the caller's own reference, as sent */
                clientOrderId: string | null;
                symbol: string;
                side: components["schemas"]["OrderSide"];
                type: components["schemas"]["OrderType"];
                intent: components["schemas"]["OrderIntent"];
                brokerPositionId: string | null;
                /** @description lots */
                volume: components["schemas"]["DecimalString"] | null;
                stopLoss: components["schemas"]["DecimalString"] | null;
                takeProfit: components["schemas"]["DecimalString"] | null;
                state: components["schemas"]["OrderState"];
                stateDetail: string | null;
                needsReconciliation: boolean;
                /** @description the broker's own return code, unmodified */
                retcode: components["schemas"]["Int"] | null;
                retcodeText: string | null;
                brokerOrderId: string | null;
                brokerDealId: string | null;
                filledVolume: components["schemas"]["DecimalString"] | null;
                filledPrice: components["schemas"]["DecimalString"] | null;
                sentAt: components["schemas"]["Timestamp"] | null;
                settledAt: components["schemas"]["Timestamp"] | null;
                reconciledAt: components["schemas"]["Timestamp"] | null;
                createdAt: components["schemas"]["Timestamp"];
                /** @description requested price of a pending order; null for market */
                price: components["schemas"]["DecimalString"] | null;
                /** @description limit price placed when a stop-limit order triggers; null otherwise */
                stopLimitPrice: components["schemas"]["DecimalString"] | null;
                /** @description when a pending order expires; null is good-till-cancelled */
                expiration: components["schemas"]["Timestamp"] | null;
                /** @description maximum slippage in points; null leaves it to the terminal */
                deviationPoints: components["schemas"]["NonNegativeInt"] | null;
                /** @description the multi-account order this order is a leg of; null for an ordinary order */
                waveId?: string | null;
            };
            requestId: string;
        };
        /** @enum {string} */
        OrderType: "market" | "buy_limit" | "sell_limit" | "buy_stop" | "sell_stop" | "buy_stop_limit" | "sell_stop_limit";
        /** @enum {string} */
        OrderIntent: "open" | "close" | "modify" | "cancel";
        /** @enum {string} */
        OrderState: "accepted" | "validating" | "sending" | "working" | "completed" | "filled" | "partially_filled" | "rejected" | "failed" | "unknown" | "cancelled" | "expired";
        /**
         * int
         * @description an integer
         */
        NonNegativeInt: number;
        ORDER_REJECTED: {
            error: {
                /** @enum {string} */
                code: "ORDER_REJECTED";
                message: string;
                details?: components["schemas"]["OrderRejectedDetail"][];
            };
            requestId: string;
        };
        OrderRejectedDetail: {
            /**
             * Format: uuid
             * @description OrderId (UUID)
             */
            orderId: string;
            state: components["schemas"]["OrderState"];
            /** @description the broker's return code, unmodified (10019: not enough margin) */
            retcode: components["schemas"]["Int"] | null;
            retcodeText: string | null;
            /** @description true only when sending the same order again can succeed */
            retryable: boolean;
            /** @description on a cancel of a pending order that already filled: the position it opened, to close instead */
            brokerPositionId?: string | null;
        };
        SEND_FAILED: {
            error: {
                /** @enum {string} */
                code: "SEND_FAILED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ORDER_UNRESOLVED: {
            error: {
                /** @enum {string} */
                code: "ORDER_UNRESOLVED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        IDEMPOTENCY_KEY_REUSED: {
            error: {
                /** @enum {string} */
                code: "IDEMPOTENCY_KEY_REUSED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        IDEMPOTENCY_IN_FLIGHT: {
            error: {
                /** @enum {string} */
                code: "IDEMPOTENCY_IN_FLIGHT";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        TRADING_DISABLED: {
            error: {
                /** @enum {string} */
                code: "TRADING_DISABLED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        PendingOrderRequest: {
            kind: components["schemas"]["PendingKind"];
            /**
             * maxLength(64)
             * @description a string at most 64 character(s) long
             */
            symbol: string;
            /** @description greater than zero */
            volume: components["schemas"]["DecimalString"];
            /** @description greater than zero */
            price: components["schemas"]["DecimalString"];
            /** @description required for stop-limit kinds: the limit placed when the stop triggers */
            stopLimitPrice?: components["schemas"]["PositiveDecimalString"];
            stopLoss?: components["schemas"]["PositiveDecimalString"];
            takeProfit?: components["schemas"]["PositiveDecimalString"];
            /** @description omitted: good till cancelled */
            expiration?: components["schemas"]["Timestamp"];
            /**
             * between(0, 100000)
             * @description maximum slippage in points; omitted leaves it to the terminal
             */
            deviationPoints?: components["schemas"]["Int"];
            /**
             * maxLength(32)
             * @description your own reference, up to 32 characters; stored on the order and filterable
             */
            clientOrderId?: string;
        };
        /** @enum {string} */
        PendingKind: "buy_limit" | "sell_limit" | "buy_stop" | "sell_stop" | "buy_stop_limit" | "sell_stop_limit";
        ClosePositionRequest: {
            /** @description part to close; omitted closes the whole position */
            volume?: components["schemas"]["DecimalString"];
            /**
             * between(0, 100000)
             * @description maximum slippage in points; omitted leaves it to the terminal
             */
            deviationPoints?: components["schemas"]["Int"];
            /**
             * maxLength(32)
             * @description your own reference, up to 32 characters; stored on the order and filterable
             */
            clientOrderId?: string;
        };
        ModifyPositionRequest: {
            stopLoss?: components["schemas"]["PositiveDecimalString"] | null;
            takeProfit?: components["schemas"]["PositiveDecimalString"] | null;
            /**
             * maxLength(32)
             * @description your own reference, up to 32 characters; stored on the order and filterable
             */
            clientOrderId?: string;
        };
        ModifyOrderRequest: {
            price?: components["schemas"]["PositiveDecimalString"];
            stopLimitPrice?: components["schemas"]["PositiveDecimalString"];
            stopLoss?: components["schemas"]["PositiveDecimalString"] | null;
            takeProfit?: components["schemas"]["PositiveDecimalString"] | null;
            expiration?: components["schemas"]["Timestamp"] | null;
            /**
             * maxLength(32)
             * @description your own reference, up to 32 characters; stored on the order and filterable
             */
            clientOrderId?: string;
        };
        CancelOrderRequest: {
            /**
             * maxLength(32)
             * @description your own reference, up to 32 characters; stored on the order and filterable
             */
            clientOrderId?: string;
        };
        OrderPage: {
            data: {
                /**
                 * Format: uuid
                 * @description OrderId (UUID)
                 */
                id: string;
                /**
                 * Format: uuid
                 * @description AccountId (UUID)
                 */
                accountId: string;
                /** @description the caller's own reference, as sent */
                clientOrderId: string | null;
                symbol: string;
                side: components["schemas"]["OrderSide"];
                type: components["schemas"]["OrderType"];
                intent: components["schemas"]["OrderIntent"];
                brokerPositionId: string | null;
                /** @description lots */
                volume: components["schemas"]["DecimalString"] | null;
                stopLoss: components["schemas"]["DecimalString"] | null;
                takeProfit: components["schemas"]["DecimalString"] | null;
                state: components["schemas"]["OrderState"];
                stateDetail: string | null;
                needsReconciliation: boolean;
                /** @description the broker's own return code, unmodified */
                retcode: components["schemas"]["Int"] | null;
                retcodeText: string | null;
                brokerOrderId: string | null;
                brokerDealId: string | null;
                filledVolume: components["schemas"]["DecimalString"] | null;
                filledPrice: components["schemas"]["DecimalString"] | null;
                sentAt: components["schemas"]["Timestamp"] | null;
                settledAt: components["schemas"]["Timestamp"] | null;
                reconciledAt: components["schemas"]["Timestamp"] | null;
                createdAt: components["schemas"]["Timestamp"];
                /** @description requested price of a pending order; null for market */
                price: components["schemas"]["DecimalString"] | null;
                /** @description limit price placed when a stop-limit order triggers; null otherwise */
                stopLimitPrice: components["schemas"]["DecimalString"] | null;
                /** @description when a pending order expires; null is good-till-cancelled */
                expiration: components["schemas"]["Timestamp"] | null;
                /** @description maximum slippage in points; null leaves it to the terminal */
                deviationPoints: components["schemas"]["NonNegativeInt"] | null;
                /** @description the multi-account order this order is a leg of; null for an ordinary order */
                waveId?: string | null;
            }[];
            page: components["schemas"]["CursorPage"];
            requestId: string;
        };
        CursorPage: {
            hasMore: boolean;
            nextCursor: string | null;
        };
        OrderDealsResponse: {
            data: components["schemas"]["Deal"][];
            requestId: string;
        };
        CreateWaveRequest: {
            /**
             * maxItems(500)
             * @description 1 to the plan's accounts per wave (Starter 10, Scale 100, Enterprise 500), each once
             */
            accountIds: string[];
            order: components["schemas"]["WaveOrderRequest"];
            /**
             * maxItems(500)
             * @description an array of at most 500 item(s)
             */
            legs?: components["schemas"]["WaveLegOverride"][];
            executeAt?: components["schemas"]["Timestamp"];
            expiresAt?: components["schemas"]["Timestamp"];
            barrierPolicy?: components["schemas"]["BarrierPolicy"];
        };
        WaveOrderRequest: {
            side: components["schemas"]["OrderSide"];
            /**
             * @description market, or a pending kind (its side must agree with `side`)
             * @enum {string}
             */
            type: "market" | "buy_limit" | "sell_limit" | "buy_stop" | "sell_stop" | "buy_stop_limit" | "sell_stop_limit";
            /**
             * maxLength(64)
             * @description a string at most 64 character(s) long
             */
            symbol: string;
            /** @description greater than zero */
            volume: components["schemas"]["DecimalString"];
            /** @description required for pending kinds: the trigger price */
            price?: components["schemas"]["PositiveDecimalString"];
            /** @description required for stop-limit kinds */
            stopLimitPrice?: components["schemas"]["PositiveDecimalString"];
            /** @description pending kinds only; omitted: good till cancelled */
            expiration?: components["schemas"]["Timestamp"];
            stopLoss?: components["schemas"]["PositiveDecimalString"];
            takeProfit?: components["schemas"]["PositiveDecimalString"];
            /**
             * between(0, 100000)
             * @description a number between 0 and 100000
             */
            deviationPoints?: components["schemas"]["Int"];
            /**
             * maxLength(32)
             * @description your own reference, up to 32 characters; stored on the order and filterable
             */
            clientOrderId?: string;
        };
        WaveLegOverride: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            /**
             * maxLength(64)
             * @description this account's symbol, e.g. with its broker's suffix
             */
            symbol?: string;
            /** @description this account's size */
            volume?: components["schemas"]["DecimalString"];
            /**
             * maxLength(32)
             * @description this account's own reference
             */
            clientOrderId?: string;
        };
        /**
         * @description release-ready: trade on the online accounts and skip the rest; all-or-nothing: trade on none unless all are online; wait: keep waiting past executeAt until all are online, up to expiresAt
         * @enum {string}
         */
        BarrierPolicy: "release-ready" | "all-or-nothing" | "wait";
        MultiAccountOrderAccepted: {
            data: components["schemas"]["MultiAccountOrder"];
            requestId: string;
        };
        MultiAccountOrder: {
            /**
             * Format: uuid
             * @description WaveId (UUID)
             */
            id: string;
            state: components["schemas"]["WaveState"];
            stateDetail: string | null;
            order: components["schemas"]["WaveOrder"];
            summary: components["schemas"]["WaveSummary"];
            legs: components["schemas"]["WaveLeg"][];
            /** @description last send minus first send, both stamped where the order leaves; null until sent */
            dispatchSpreadMs: components["schemas"]["NonNegativeInt"] | null;
            /** @description null sends as soon as every account is online */
            executeAt: components["schemas"]["Timestamp"] | null;
            expiresAt: components["schemas"]["Timestamp"] | null;
            barrierPolicy: components["schemas"]["BarrierPolicy"];
            /** @description the release time every account's actor was armed with */
            releaseAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
            /** @description when the wave was released (committed to sending) */
            dispatchedAt: components["schemas"]["Timestamp"] | null;
            /** @description when it reached settled, cancelled or abandoned */
            settledAt: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @description preparing: bringing every account online; waiting: the barrier is not met yet, or executeAt is ahead; dispatching: released, each leg armed in its account with the release time (no longer cancellable); settled: every leg has its result; cancelled: stopped before anything was sent; abandoned: ended without sending (all-or-nothing with an account that could not come online, or expiresAt passed first)
         * @enum {string}
         */
        WaveState: "preparing" | "waiting" | "dispatching" | "settled" | "cancelled" | "abandoned";
        WaveOrder: {
            side: components["schemas"]["OrderSide"];
            /**
             * @description market, or a pending kind whose side agrees with `side`
             * @enum {string}
             */
            type: "market" | "buy_limit" | "sell_limit" | "buy_stop" | "sell_stop" | "buy_stop_limit" | "sell_stop_limit";
            symbol: string;
            volume: components["schemas"]["DecimalString"];
            /** @description trigger price of a pending kind; null for market */
            price: components["schemas"]["DecimalString"] | null;
            stopLimitPrice: components["schemas"]["DecimalString"] | null;
            stopLoss: components["schemas"]["DecimalString"] | null;
            takeProfit: components["schemas"]["DecimalString"] | null;
            expiration: components["schemas"]["Timestamp"] | null;
            deviationPoints: components["schemas"]["NonNegativeInt"] | null;
            clientOrderId: string | null;
        };
        WaveSummary: {
            total: components["schemas"]["NonNegativeInt"];
            pending: components["schemas"]["NonNegativeInt"];
            armed: components["schemas"]["NonNegativeInt"];
            sending: components["schemas"]["NonNegativeInt"];
            filled: components["schemas"]["NonNegativeInt"];
            partiallyFilled: components["schemas"]["NonNegativeInt"];
            placed: components["schemas"]["NonNegativeInt"];
            rejected: components["schemas"]["NonNegativeInt"];
            failed: components["schemas"]["NonNegativeInt"];
            unresolved: components["schemas"]["NonNegativeInt"];
            skipped: components["schemas"]["NonNegativeInt"];
        };
        WaveLeg: {
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            state: components["schemas"]["WaveLegState"];
            /** @description the leg's ordinary order (GET /v1/orders/{id}); null until it was sent or recorded */
            orderId: string | null;
            /** @description the symbol sent for this account (the order's, or its override) */
            symbol: string;
            /**
             * @description lots sent for this account (the order's, or its override)
             * @example 0.10
             */
            volume: string;
            skipReason: components["schemas"]["WaveSkipReason"] | null;
            /** @description for people: why skipped or failed, or the broker's answer */
            detail: string | null;
            /** @description the broker's return code, unmodified */
            retcode: components["schemas"]["Int"] | null;
            armedAt: components["schemas"]["Timestamp"] | null;
            /** @description stamped where the order left for the broker */
            sentAt: components["schemas"]["Timestamp"] | null;
            settledAt: components["schemas"]["Timestamp"] | null;
            filledPrice: components["schemas"]["DecimalString"] | null;
        };
        /** @enum {string} */
        WaveLegState: "pending" | "armed" | "sending" | "filled" | "partially_filled" | "placed" | "rejected" | "failed" | "unresolved" | "skipped";
        /**
         * @description needs_operator: the account needs a person (needs_2fa, invalid_credentials, needs_certificate, trading_disabled at the broker); no_password: none is stored; not_online: it did not come online in time; trading_disabled: the account's kill switch is on; account_removed: deleted meanwhile; wave_cancelled and wave_abandoned: the wave ended before release; expired: expiresAt passed before the leg could be armed
         * @enum {string}
         */
        WaveSkipReason: "needs_operator" | "no_password" | "not_online" | "trading_disabled" | "account_removed" | "wave_cancelled" | "wave_abandoned" | "expired";
        MultiAccountOrderPage: {
            data: components["schemas"]["MultiAccountOrder"][];
            page: components["schemas"]["CursorPage"];
            requestId: string;
        };
        MultiAccountOrderResponse: {
            data: components["schemas"]["MultiAccountOrder"];
            requestId: string;
        };
        WAVE_NOT_CANCELLABLE: {
            error: {
                /** @enum {string} */
                code: "WAVE_NOT_CANCELLABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CreateApiKey: {
            /**
             * maxLength(100)
             * @description a string at most 100 character(s) long
             */
            name: string;
            /**
             * maxItems(20)
             * @description an array of at most 20 item(s)
             */
            scopes: components["schemas"]["Scope"][];
            /** @description defaults to the calling key's */
            environment?: components["schemas"]["KeyEnvironment"];
            /** @description must be in the future */
            expiresAt?: components["schemas"]["Timestamp"] | null;
            /** @description narrows the key to these accounts of the workspace; null: every account */
            accountIds?: string[] | null;
            limits?: components["schemas"]["KeyLimits"];
        };
        /** @enum {string} */
        Scope: "accounts:read" | "accounts:write" | "trading:read" | "trading:write" | "webhooks:read" | "webhooks:write" | "alert-hooks:read" | "alert-hooks:write" | "keys:manage" | "admin";
        /** @enum {string} */
        KeyEnvironment: "live" | "test";
        KeyLimits: {
            /** @description the most volume (lots) one opening order (market or pending, or one leg of a multi-account order) may carry; more is 403 `KEY_LIMIT_EXCEEDED` naming the account. Closing, cancelling and moving stops are never limited */
            maxVolume: components["schemas"]["PositiveDecimalString"] | null;
        };
        CreatedApiKeyResponse: {
            data: components["schemas"]["CreatedApiKey"];
            requestId: string;
        };
        CreatedApiKey: {
            /**
             * Format: uuid
             * @description ApiKeyId (UUID)
             */
            id: string;
            name: string;
            publicId: string;
            hint: string;
            environment: components["schemas"]["KeyEnvironment"];
            scopes: components["schemas"]["Scope"][];
            /** @description the only accounts this key sees and trades (others answer 404, lists leave them out); null: every account */
            accountIds: string[] | null;
            limits: components["schemas"]["KeyLimits"];
            lastUsedAt: components["schemas"]["Timestamp"] | null;
            expiresAt: components["schemas"]["Timestamp"] | null;
            revokedAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
            key: string;
        };
        KEY_LIMIT: {
            error: {
                /** @enum {string} */
                code: "KEY_LIMIT";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ApiKeyListResponse: {
            data: components["schemas"]["ApiKey"][];
            requestId: string;
        };
        ApiKey: {
            /**
             * Format: uuid
             * @description ApiKeyId (UUID)
             */
            id: string;
            name: string;
            publicId: string;
            hint: string;
            environment: components["schemas"]["KeyEnvironment"];
            scopes: components["schemas"]["Scope"][];
            /** @description the only accounts this key sees and trades (others answer 404, lists leave them out); null: every account */
            accountIds: string[] | null;
            limits: components["schemas"]["KeyLimits"];
            lastUsedAt: components["schemas"]["Timestamp"] | null;
            expiresAt: components["schemas"]["Timestamp"] | null;
            revokedAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        ApiKeyResponse: {
            data: components["schemas"]["ApiKey"];
            requestId: string;
        };
        UpdateApiKey: {
            /**
             * maxLength(100)
             * @description a string at most 100 character(s) long
             */
            name?: string;
            /**
             * maxItems(20)
             * @description an array of at most 20 item(s)
             */
            scopes?: components["schemas"]["Scope"][];
            /** @description narrows the key to these accounts of the workspace; null: every account */
            accountIds?: string[] | null;
            limits?: components["schemas"]["KeyLimits"];
        };
        KEY_REVOKED: {
            error: {
                /** @enum {string} */
                code: "KEY_REVOKED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        WorkspaceResponse: {
            data: components["schemas"]["Workspace"];
            requestId: string;
        };
        Workspace: {
            /**
             * Format: uuid
             * @description WorkspaceId (UUID)
             */
            id: string;
            name: string;
            plan: string;
            planName: string;
            planAssigned: boolean;
            tradingDisabled: boolean;
        };
        CreateWebhookEndpoint: {
            /**
             * maxLength(2048)
             * @description HTTPS on port 443, reachable from the internet
             */
            url: string;
            /**
             * maxItems(20)
             * @description event names to send; empty or omitted means every event
             */
            events?: components["schemas"]["WebhookEventType"][];
            description?: string | null;
        };
        /** @enum {string} */
        WebhookEventType: "order.filled" | "order.rejected" | "order.unresolved" | "order.resolved" | "order.cancelled" | "position.opened" | "position.closed" | "account.state_changed" | "wave.settled" | "copy.symbol_paused" | "copy.subscription_stopped" | "copy.subscription_close_only" | "webhook.test";
        WebhookEndpointCreatedResponse: {
            data: components["schemas"]["CreatedWebhookEndpoint"];
            requestId: string;
        };
        CreatedWebhookEndpoint: {
            /**
             * Format: uuid
             * @description WebhookEndpointId (UUID)
             */
            id: string;
            url: string;
            description: string | null;
            /** @description event names; empty means every event */
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** @description set only when the service switched it off for failing */
            disabledAt: components["schemas"]["Timestamp"] | null;
            disabledReason: string | null;
            /**
             * int
             * @description failed delivery attempts since the last success
             */
            consecutiveFailures: components["schemas"]["NonNegative"];
            /** @description last characters of the secret */
            secretHint: string | null;
            /** @description until then every delivery is also signed with the secret before the last rotation */
            previousSecretExpiresAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            /** @description `whsec_…`; returned once */
            secret: string;
        };
        /**
         * nonNegative
         * @description a non-negative number
         */
        NonNegative: number;
        WebhookEndpointListResponse: {
            data: components["schemas"]["WebhookEndpoint"][];
            requestId: string;
        };
        WebhookEndpoint: {
            /**
             * Format: uuid
             * @description WebhookEndpointId (UUID)
             */
            id: string;
            url: string;
            description: string | null;
            /** @description event names; empty means every event */
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** @description set only when the service switched it off for failing */
            disabledAt: components["schemas"]["Timestamp"] | null;
            disabledReason: string | null;
            /**
             * int
             * @description failed delivery attempts since the last success
             */
            consecutiveFailures: components["schemas"]["NonNegative"];
            /** @description last characters of the secret */
            secretHint: string | null;
            /** @description until then every delivery is also signed with the secret before the last rotation */
            previousSecretExpiresAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        WebhookEndpointResponse: {
            data: components["schemas"]["WebhookEndpoint"];
            requestId: string;
        };
        UpdateWebhookEndpoint: {
            /**
             * maxLength(2048)
             * @description HTTPS on port 443, reachable from the internet
             */
            url?: string;
            /**
             * maxItems(20)
             * @description event names to send; empty or omitted means every event
             */
            events?: components["schemas"]["WebhookEventType"][];
            description?: string | null;
        };
        WebhookDeliveryQueuedResponse: {
            data: components["schemas"]["WebhookDelivery"];
            requestId: string;
        };
        WebhookDelivery: {
            /**
             * Format: uuid
             * @description WebhookEndpointId (UUID)
             */
            endpointId: string;
            /**
             * Format: uuid
             * @description EventId (UUID)
             */
            eventId: string;
            eventType: string;
            eventCreatedAt: components["schemas"]["Timestamp"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            nextAttemptAt: components["schemas"]["Timestamp"] | null;
            /** @description oldest first */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed" | "abandoned";
        WebhookDeliveryAttempt: {
            /**
             * int
             * @description 1 for the first attempt at this event, counting redeliveries
             */
            attempt: number;
            attemptedAt: components["schemas"]["Timestamp"];
            /** @description null when no HTTP answer came */
            statusCode: components["schemas"]["Int"] | null;
            durationMs: components["schemas"]["NonNegativeInt"];
            /** @description the first 1,024 characters of the answer */
            responseBody: string | null;
            responseBodyTruncated: boolean;
            /** @description why it failed: timeout, refused target, connection error, non-2xx */
            error: string | null;
            /** @description the retry this failure scheduled; null after success or the last attempt */
            nextAttemptAt: components["schemas"]["Timestamp"] | null;
        };
        WebhookEndpointWithSecretResponse: {
            data: components["schemas"]["CreatedWebhookEndpoint"];
            requestId: string;
        };
        WebhookDeliveryPage: {
            data: components["schemas"]["WebhookDelivery"][];
            page: components["schemas"]["CursorPage"];
            requestId: string;
        };
        WebhookDeliveryResponse: {
            data: components["schemas"]["WebhookDelivery"];
            requestId: string;
        };
        SessionResponse: {
            data: components["schemas"]["Session"];
            requestId: string;
        };
        Session: {
            /**
             * Format: uuid
             * @description PersonId (UUID)
             */
            personId: string;
            email: string;
            /**
             * Format: uuid
             * @description WorkspaceId (UUID)
             */
            workspaceId: string;
            role: components["schemas"]["Role"];
            /**
             * Format: date-time
             * @description RFC 3339 date-time, years 0001 to 9999 (answers are in UTC)
             */
            expiresAt: string;
            /** @description while in the future, actions needing a confirmed identity (step-up) are allowed */
            confirmedUntil: components["schemas"]["Timestamp"] | null;
        };
        /** @enum {string} */
        Role: "owner" | "admin" | "member";
        SignedOutResponse: {
            data: {
                /** @enum {boolean} */
                signedOut: true;
            };
            requestId: string;
        };
        StepUpRequest: {
            /**
             * maxLength(256)
             * @description a string at most 256 character(s) long
             */
            password: string;
        };
        StepUpResponse: {
            data: components["schemas"]["StepUp"];
            requestId: string;
        };
        StepUp: {
            confirmedUntil: components["schemas"]["Timestamp"];
        };
        SignIn: {
            email: components["schemas"]["Email"];
            /**
             * maxLength(256)
             * @description a string at most 256 character(s) long
             */
            password: string;
        };
        /**
         * maxLength(254)
         * @description a string matching the pattern ^[^\s@]+@[^\s@]+\.[^\s@]+$
         */
        Email: string;
        SignedInResponse: {
            data: components["schemas"]["Session"];
            requestId: string;
        };
        SetUpOwner: {
            /**
             * maxLength(200)
             * @description a string at most 200 character(s) long
             */
            token: string;
            password: components["schemas"]["NewPassword"];
        };
        /**
         * maxLength(256)
         * @description 12 to 256 characters
         */
        NewPassword: string;
        SetUpResponse: {
            data: components["schemas"]["Session"];
            requestId: string;
        };
        INVITATION_INVALID: {
            error: {
                /** @enum {string} */
                code: "INVITATION_INVALID";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        MemberListResponse: {
            data: components["schemas"]["Member"][];
            requestId: string;
        };
        Member: {
            /**
             * Format: uuid
             * @description PersonId (UUID)
             */
            personId: string;
            email: string;
            role: components["schemas"]["Role"];
            joinedAt: components["schemas"]["Timestamp"];
        };
        ChangeRole: {
            role: components["schemas"]["InvitedRole"];
        };
        /** @enum {string} */
        InvitedRole: "admin" | "member";
        MemberResponse: {
            data: components["schemas"]["Member"];
            requestId: string;
        };
        NOT_ALLOWED: {
            error: {
                /** @enum {string} */
                code: "NOT_ALLOWED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        RemovedMemberResponse: {
            data: components["schemas"]["Member"];
            requestId: string;
        };
        Invite: {
            email: components["schemas"]["Email"];
            role: components["schemas"]["InvitedRole"];
        };
        InvitationIssuedResponse: {
            data: components["schemas"]["InvitationIssued"];
            requestId: string;
        };
        InvitationIssued: {
            /**
             * Format: uuid
             * @description InvitationId (UUID)
             */
            id: string;
            email: string;
            role: components["schemas"]["InvitedRole"];
            /** @description the single-use link to accept it; only in the answer that created it (or handed it back), null in lists */
            url: string | null;
            invitedBy: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description true when an open invitation for this address was handed back */
            handedBack: boolean;
        };
        ALREADY_MEMBER: {
            error: {
                /** @enum {string} */
                code: "ALREADY_MEMBER";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        InvitationListResponse: {
            data: components["schemas"]["Invitation"][];
            requestId: string;
        };
        Invitation: {
            /**
             * Format: uuid
             * @description InvitationId (UUID)
             */
            id: string;
            email: string;
            role: components["schemas"]["InvitedRole"];
            /** @description the single-use link to accept it; only in the answer that created it (or handed it back), null in lists */
            url: string | null;
            invitedBy: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            createdAt: components["schemas"]["Timestamp"];
        };
        RevokedInvitationResponse: {
            data: components["schemas"]["Invitation"];
            requestId: string;
        };
        ALREADY_ACCEPTED: {
            error: {
                /** @enum {string} */
                code: "ALREADY_ACCEPTED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        AcceptInvitation: {
            /**
             * maxLength(200)
             * @description the part of the invitation's url after `#`
             */
            token: string;
            /** @description for a new person: their password. Omit it when signed in: the signed-in person joins */
            password?: components["schemas"]["NewPassword"];
        };
        AcceptedInvitationResponse: {
            data: components["schemas"]["Session"];
            requestId: string;
        };
        EMAIL_IN_USE: {
            error: {
                /** @enum {string} */
                code: "EMAIL_IN_USE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CreateAlertHook: {
            /**
             * maxLength(100)
             * @description a string at most 100 character(s) long
             */
            name: string;
            /**
             * maxItems(500)
             * @description one account places an ordinary order; several place a multi-account order
             */
            accountIds: string[];
            defaults?: components["schemas"]["AlertHookDefaultsInput"];
        };
        AlertHookDefaultsInput: {
            /** @description lots when an alert sends none; default null (the alert must send one) */
            volume?: components["schemas"]["PositiveDecimalString"] | null;
            /** @description default null */
            deviationPoints?: components["schemas"]["Int"] | null;
            /** @description replaces the whole map when sent; default {} */
            symbolMap?: {
                [key: string]: string;
            };
            /**
             * maxLength(16)
             * @description default ""
             */
            symbolSuffix?: string;
            /** @description default true */
            stripExchangePrefix?: boolean;
            /** @description default true */
            allowClose?: boolean;
            /** @description default true */
            onlyChartingPlatformIps?: boolean;
            /** @description default null (no staleness guard) */
            maxAlertAgeSeconds?: components["schemas"]["Int"] | null;
        };
        AlertHookCreatedResponse: {
            data: components["schemas"]["AlertHookWithUrl"];
            requestId: string;
        };
        AlertHookWithUrl: {
            /**
             * Format: uuid
             * @description AlertHookId (UUID)
             */
            id: string;
            name: string;
            /** @description one account places an ordinary order; several place a multi-account order */
            accountIds: string[];
            defaults: components["schemas"]["AlertHookDefaults"];
            enabled: boolean;
            /** @description the URL with its secret elided */
            urlHint: string;
            /** @description the last alert received, to the minute */
            lastUsedAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
            /** @description `<base>/hooks/tradingview/<secret>`; returned once */
            url: string;
        };
        AlertHookDefaults: {
            /** @description lots, used when an alert sends none; null: an alert without a volume is rejected */
            volume: components["schemas"]["PositiveDecimalString"] | null;
            /** @description maximum slippage in points; null leaves it to the terminal */
            deviationPoints: components["schemas"]["Int"] | null;
            /** @description charting symbol (after prefix removal) to broker symbol; checked before the suffix */
            symbolMap: {
                [key: string]: string;
            };
            /**
             * maxLength(16)
             * @description appended to symbols the map does not name (`.m`, `pro`)
             */
            symbolSuffix: string;
            /** @description `OANDA:EURUSD` → `EURUSD` */
            stripExchangePrefix: boolean;
            /** @description whether `close`, `close_long`, `close_short`, `flat`, `close_all` alerts are acted on */
            allowClose: boolean;
            /** @description refuse alerts not sent from TradingView's published webhook addresses */
            onlyChartingPlatformIps: boolean;
            /** @description staleness guard: an alert whose `time` is older than this is rejected; null: off */
            maxAlertAgeSeconds: components["schemas"]["Int"] | null;
        };
        AlertHookListResponse: {
            data: components["schemas"]["AlertHook"][];
            requestId: string;
        };
        AlertHook: {
            /**
             * Format: uuid
             * @description AlertHookId (UUID)
             */
            id: string;
            name: string;
            /** @description one account places an ordinary order; several place a multi-account order */
            accountIds: string[];
            defaults: components["schemas"]["AlertHookDefaults"];
            enabled: boolean;
            /** @description the URL with its secret elided */
            urlHint: string;
            /** @description the last alert received, to the minute */
            lastUsedAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        AlertHookResponse: {
            data: components["schemas"]["AlertHook"];
            requestId: string;
        };
        UpdateAlertHook: {
            /**
             * maxLength(100)
             * @description a string at most 100 character(s) long
             */
            name?: string;
            /**
             * maxItems(500)
             * @description one account places an ordinary order; several place a multi-account order
             */
            accountIds?: string[];
            defaults?: components["schemas"]["AlertHookDefaultsInput"];
        };
        AlertHookRotatedResponse: {
            data: components["schemas"]["AlertHookWithUrl"];
            requestId: string;
        };
        AlertPage: {
            data: components["schemas"]["Alert"][];
            page: components["schemas"]["CursorPage"];
            requestId: string;
        };
        Alert: {
            /**
             * Format: uuid
             * @description AlertId (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description AlertHookId (UUID)
             */
            hookId: string;
            receivedAt: components["schemas"]["Timestamp"];
            /** @description the sender as believed (X-Forwarded-For only from a trusted proxy) */
            sourceAddress: string | null;
            /** @description the first 1 KiB of the message */
            body: string;
            format: components["schemas"]["AlertFormat"] | null;
            intent: components["schemas"]["AlertIntent"] | null;
            status: components["schemas"]["AlertStatus"];
            reason: string | null;
            /**
             * int
             * @description later sends recognised as this alert, answered 200 `duplicate: true`, never executed
             */
            duplicates: components["schemas"]["NonNegative"];
            orderIds: string[];
            waveId: string | null;
        };
        /** @enum {string} */
        AlertFormat: "json" | "text" | "comma";
        AlertIntent: {
            action: components["schemas"]["AlertAction"];
            /** @description as the chart sent it, before mapping */
            symbol: string | null;
            volume: components["schemas"]["DecimalString"] | null;
            /** @enum {string} */
            type: "market" | "limit" | "stop";
            price: components["schemas"]["DecimalString"] | null;
            /** @description a price */
            stopLoss: components["schemas"]["DecimalString"] | null;
            /** @description a price */
            takeProfit: components["schemas"]["DecimalString"] | null;
            /** @description points from the entry */
            stopLossPoints: components["schemas"]["Int"] | null;
            /** @description points from the entry */
            takeProfitPoints: components["schemas"]["Int"] | null;
            /** @description the message's own `id`: executed at most once per hook for 24 hours */
            alertRef: string | null;
            time: components["schemas"]["Timestamp"] | null;
            comment: string | null;
        };
        /** @enum {string} */
        AlertAction: "buy" | "sell" | "close" | "close_long" | "close_short" | "close_all" | "flat" | "cancel";
        /**
         * @description `accepted`: queued for its account(s); `executed`: its orders were sent (see them for the broker's answer); `failed`: the order path refused it (reason says why); `rejected`: refused before any order
         * @enum {string}
         */
        AlertStatus: "accepted" | "executed" | "failed" | "rejected";
        AlertAcceptedResponse: {
            data: components["schemas"]["AlertReceipt"];
            requestId: string;
        };
        AlertReceipt: {
            /**
             * Format: uuid
             * @description AlertId (UUID)
             */
            alertId: string;
            status: components["schemas"]["AlertStatus"];
            duplicate: boolean;
        };
        AlertDuplicateResponse: {
            data: components["schemas"]["AlertReceipt"];
            requestId: string;
        };
        ALERT_DELAYED: {
            error: {
                /** @enum {string} */
                code: "ALERT_DELAYED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ALERT_HOOK_DISABLED: {
            error: {
                /** @enum {string} */
                code: "ALERT_HOOK_DISABLED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ALERT_STALE: {
            error: {
                /** @enum {string} */
                code: "ALERT_STALE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ALERT_SOURCE_NOT_ALLOWED: {
            error: {
                /** @enum {string} */
                code: "ALERT_SOURCE_NOT_ALLOWED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CreateCopyStrategyRequest: {
            /**
             * Format: uuid
             * @description the master account
             */
            accountId: string;
            /**
             * maxLength(100)
             * @description a string at most 100 character(s) long
             */
            name: string;
        };
        CopyStrategyCreated: {
            data: components["schemas"]["CopyStrategy"];
            requestId: string;
        };
        CopyStrategy: {
            /**
             * Format: uuid
             * @description CopyStrategyId (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description the master account
             */
            accountId: string;
            name: string;
            status: components["schemas"]["CopyStrategyStatus"];
            /** @description false when the master was switched away from `always_on` since; nothing is copied while it is offline */
            masterAlwaysOn: boolean;
            /**
             * int
             * @description subscriptions copying it now (active or close_only)
             */
            followers: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description active: the master is watched and its deals copied; paused: nothing copied, closes included; archived: deleted, kept for its log
         * @enum {string}
         */
        CopyStrategyStatus: "active" | "paused" | "archived";
        ALREADY_COPIED: {
            error: {
                /** @enum {string} */
                code: "ALREADY_COPIED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CopyStrategyListResponse: {
            data: components["schemas"]["CopyStrategy"][];
            requestId: string;
        };
        CopyStrategyResponse: {
            data: components["schemas"]["CopyStrategy"];
            requestId: string;
        };
        UpdateCopyStrategyRequest: {
            /**
             * maxLength(100)
             * @description a string at most 100 character(s) long
             */
            name?: string;
            /** @enum {string} */
            status?: "active" | "paused";
        };
        COPY_TRADING_PAUSED: {
            error: {
                /** @enum {string} */
                code: "COPY_TRADING_PAUSED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        STRATEGY_ARCHIVED: {
            error: {
                /** @enum {string} */
                code: "STRATEGY_ARCHIVED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        STRATEGY_HAS_FOLLOWERS: {
            error: {
                /** @enum {string} */
                code: "STRATEGY_HAS_FOLLOWERS";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CopyServerStatusResponse: {
            data: components["schemas"]["CopyServerStatus"];
            requestId: string;
        };
        CopyServerStatus: {
            paused: boolean;
            since: components["schemas"]["Timestamp"] | null;
            reason: string | null;
        };
        CreateCopySubscriptionRequest: {
            /**
             * Format: uuid
             * @description the follower account; not the strategy's master
             */
            accountId: string;
            /**
             * @description default active (which is checked like a resume)
             * @enum {string}
             */
            status?: "active" | "close_only" | "paused";
            sizing?: components["schemas"]["CopySizing"];
            /** @description a smaller copy is raised to it */
            minVolume?: components["schemas"]["PositiveDecimalString"] | null;
            /** @description a larger copy is cut to it */
            maxVolume?: components["schemas"]["PositiveDecimalString"] | null;
            /** @description scale by master contract size ÷ follower contract size when the brokers' contracts differ */
            alignContractSize?: boolean;
            /** @description master symbol to follower symbol (checked before the suffix), with an optional multiplier */
            symbolMap?: {
                [key: string]: components["schemas"]["CopySymbolMapping"];
            };
            /**
             * maxLength(16)
             * @description appended to symbols the map does not name
             */
            symbolSuffix?: string;
            copyStopLoss?: boolean;
            copyTakeProfit?: boolean;
            /** @description buy for sell; the master's take profit becomes the stop loss and back */
            reverse?: boolean;
            /**
             * minItems(1)
             * @description master sides copied
             */
            sides?: components["schemas"]["OrderSide"][];
            /** @description false (default): the master's pending orders (placed through this service) are placed, changed and withdrawn on the follower, and a fill is the follower's own order filling; true: only their fills are copied, at market */
            skipPendingOrders?: boolean;
            /**
             * maxItems(8)
             * @description an array of at most 8 item(s)
             */
            riskLimits?: components["schemas"]["CopyRiskLimit"][];
        };
        CopySizing: {
            mode: components["schemas"]["CopySizingMode"];
            value: components["schemas"]["PositiveDecimalString"];
        };
        /**
         * @description multiplier: master volume × value; fixed_volume: value lots; balance_ratio, equity_ratio, free_margin_ratio: master volume × follower's figure ÷ master's figure × value; risk_percent: the volume whose loss at the master's stop loss is value % of the follower's balance (trades without a stop loss are skipped)
         * @enum {string}
         */
        CopySizingMode: "multiplier" | "fixed_volume" | "balance_ratio" | "equity_ratio" | "free_margin_ratio" | "risk_percent";
        CopySymbolMapping: {
            /**
             * maxLength(64)
             * @description a string at most 64 character(s) long
             */
            symbol: string;
            /** @description applied after the sizing mode */
            multiplier?: components["schemas"]["PositiveDecimalString"];
        };
        CopyRiskLimit: {
            /** @enum {string} */
            period: "day" | "week" | "month" | "lifetime";
            /**
             * @description absolute: money; relative: percent of the balance at the period's start
             * @enum {string}
             */
            kind: "absolute" | "relative";
            value: components["schemas"]["PositiveDecimalString"];
            /** @enum {string} */
            action: "close_positions" | "stop_opening";
        };
        CopySubscriptionCreated: {
            data: components["schemas"]["CopySubscription"];
            requestId: string;
        };
        CopySubscription: {
            /**
             * Format: uuid
             * @description CopySubscriptionId (UUID)
             */
            id: string;
            /**
             * Format: uuid
             * @description CopyStrategyId (UUID)
             */
            strategyId: string;
            /**
             * Format: uuid
             * @description the follower account
             */
            accountId: string;
            status: components["schemas"]["CopySubscriptionStatus"];
            stoppedReason: components["schemas"]["CopyStoppedReason"] | null;
            /** @description set when the service (not the caller) made the subscription close_only; null otherwise */
            closeOnlyReason: components["schemas"]["CopyCloseOnlyReason"] | null;
            sizing: components["schemas"]["CopySizing"];
            /** @description a smaller copy is raised to it */
            minVolume: components["schemas"]["PositiveDecimalString"] | null;
            /** @description a larger copy is cut to it */
            maxVolume: components["schemas"]["PositiveDecimalString"] | null;
            /** @description scale by master contract size ÷ follower contract size when the brokers' contracts differ */
            alignContractSize: boolean;
            /** @description master symbol to follower symbol (checked before the suffix), with an optional multiplier */
            symbolMap: {
                [key: string]: components["schemas"]["CopySymbolMapping"];
            };
            /**
             * maxLength(16)
             * @description appended to symbols the map does not name
             */
            symbolSuffix: string;
            copyStopLoss: boolean;
            copyTakeProfit: boolean;
            /** @description buy for sell; the master's take profit becomes the stop loss and back */
            reverse: boolean;
            /**
             * minItems(1)
             * @description master sides copied
             */
            sides: components["schemas"]["OrderSide"][];
            /** @description false (default): the master's pending orders (placed through this service) are placed, changed and withdrawn on the follower, and a fill is the follower's own order filling; true: only their fills are copied, at market */
            skipPendingOrders: boolean;
            /**
             * maxItems(8)
             * @description an array of at most 8 item(s)
             */
            riskLimits: components["schemas"]["CopyRiskLimit"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description active: opens and closes copied; close_only: only closes copied; paused: nothing copied; stopped: nothing copied, see `stoppedReason`
         * @enum {string}
         */
        CopySubscriptionStatus: "active" | "close_only" | "paused" | "stopped";
        /**
         * @description risk_limit: a drawdown limit with action close_positions or stop_opening was reached; rejections: the broker refused three copies in a row; removed: the subscription was removed (final)
         * @enum {string}
         */
        CopyStoppedReason: "risk_limit" | "rejections" | "removed";
        /**
         * @description plan: the workspace's plan lost copy trading (a downgrade), so the service copies only closes; set the subscription active again once on a plan with copy trading
         * @enum {string}
         */
        CopyCloseOnlyReason: "plan";
        CopySubscriptionListResponse: {
            data: components["schemas"]["CopySubscription"][];
            requestId: string;
        };
        CopySubscriptionResponse: {
            data: components["schemas"]["CopySubscription"];
            requestId: string;
        };
        UpdateCopySubscriptionRequest: {
            /**
             * @description active resumes (checked like a strategy's resume), also from stopped
             * @enum {string}
             */
            status?: "active" | "close_only" | "paused";
            sizing?: components["schemas"]["CopySizing"];
            /** @description a smaller copy is raised to it */
            minVolume?: components["schemas"]["PositiveDecimalString"] | null;
            /** @description a larger copy is cut to it */
            maxVolume?: components["schemas"]["PositiveDecimalString"] | null;
            /** @description scale by master contract size ÷ follower contract size when the brokers' contracts differ */
            alignContractSize?: boolean;
            /** @description master symbol to follower symbol (checked before the suffix), with an optional multiplier */
            symbolMap?: {
                [key: string]: components["schemas"]["CopySymbolMapping"];
            };
            /**
             * maxLength(16)
             * @description appended to symbols the map does not name
             */
            symbolSuffix?: string;
            copyStopLoss?: boolean;
            copyTakeProfit?: boolean;
            /** @description buy for sell; the master's take profit becomes the stop loss and back */
            reverse?: boolean;
            /**
             * minItems(1)
             * @description master sides copied
             */
            sides?: components["schemas"]["OrderSide"][];
            /** @description false (default): the master's pending orders (placed through this service) are placed, changed and withdrawn on the follower, and a fill is the follower's own order filling; true: only their fills are copied, at market */
            skipPendingOrders?: boolean;
            /**
             * maxItems(8)
             * @description an array of at most 8 item(s)
             */
            riskLimits?: components["schemas"]["CopyRiskLimit"][];
        };
        SUBSCRIPTION_REMOVED: {
            error: {
                /** @enum {string} */
                code: "SUBSCRIPTION_REMOVED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CopyExecutionPage: {
            data: components["schemas"]["CopyExecution"][];
            page: components["schemas"]["CursorPage"];
            requestId: string;
        };
        CopyExecution: {
            id: string;
            /**
             * Format: uuid
             * @description CopySubscriptionId (UUID)
             */
            subscriptionId: string;
            /**
             * Format: uuid
             * @description the follower account
             */
            accountId: string;
            kind: components["schemas"]["CopyExecutionKind"];
            /** @description the master's broker deal ticket */
            masterDealId: string | null;
            masterPositionId: string | null;
            /** @description the master pending order a pending_* row mirrors */
            masterOrderId: string | null;
            followerOrderId: string | null;
            followerPositionId: string | null;
            symbol: string | null;
            side: components["schemas"]["OrderSide"] | null;
            /** @description lots sent (filled when copied); null closes the whole position */
            volume: string | null;
            outcome: components["schemas"]["CopyExecutionOutcome"];
            /** @description why it was skipped or failed: not_copying, close_only, signal_expired, side_not_copied, symbol_paused, symbol_unknown, no_stop_loss, below_minimum_volume, master_funds_zero, not_linked, follower_position_gone, scale_in_not_copied (the master position's open was not copied, so adding to it is not either), netting_reversal_not_copied (older rows: a netting master's reversal is now copied as closes of the old direction and an open of the new), rejected, not_sent, stale (a pending row older than the order path's key memory, never sent again), master_closed (an open not copied yet when the master position was already closed), pending_orders_skipped (skipPendingOrders: the order's fill is copied at market instead), filled_before_placed (the master's pending order filled before it was placed on the follower: its fill is copied at market), follower_order_not_filled (the follower's copy of the order ended without filling), unchanged (a master change the follower's copy already had), feature_not_in_plan, reverse_not_copied, … */
            reason: string | null;
            detail: string | null;
            retcode: components["schemas"]["Int"] | null;
            /** @description from the master's deal to the copier seeing it */
            signalLatencyMs: components["schemas"]["Int"] | null;
            /** @description from the copier seeing it to the follower order's result */
            copyLatencyMs: components["schemas"]["Int"] | null;
            /** @description the follower's fill against the master's price, in points; positive is worse */
            slippagePoints: string | null;
            createdAt: components["schemas"]["Timestamp"];
            finishedAt: components["schemas"]["Timestamp"] | null;
        };
        /**
         * @description open, close: a master deal copied (an open filled through the follower's own copy of a master pending order names that order as `followerOrderId`; a scale-in, adding to an open master position, is one more open linked to the same master position; a master close shared by several follower positions is one close row per follower position; a netting master's reversal is a close row per copy of the old direction and an open row of the new direction); drift_close: a follower copy whose master position is closed, closed by the drift check; removal_close: closed because the subscription was removed with openCopies=close; risk_close: closed because a risk limit with action close_positions was reached; modify: the master's stop loss or take profit moved and the copy's followed; pending_place, pending_modify, pending_cancel: a master pending order placed, changed or withdrawn, mirrored on the follower (`masterOrderId`)
         * @enum {string}
         */
        CopyExecutionKind: "open" | "close" | "drift_close" | "removal_close" | "risk_close" | "modify" | "pending_place" | "pending_modify" | "pending_cancel";
        /**
         * @description pending: written before the follower order was sent, its result not known yet; copied: the follower order filled; skipped: nothing sent, see `reason`; failed: the broker refused it (`retcode`) or it never reached the broker (`reason` not_sent)
         * @enum {string}
         */
        CopyExecutionOutcome: "pending" | "copied" | "skipped" | "failed";
        CopyDriftResponse: {
            data: components["schemas"]["CopyDriftReport"];
            requestId: string;
        };
        CopyDriftReport: {
            /**
             * Format: uuid
             * @description CopySubscriptionId (UUID)
             */
            subscriptionId: string;
            checkedAt: components["schemas"]["Timestamp"];
            /** @description master and follower positions both open, linked by a copied open */
            linked: {
                masterPositionId: string;
                followerPositionId: string;
                symbol: string | null;
                masterVolume: string | null;
                followerVolume: string | null;
            }[];
            /** @description follower copies whose master position is closed */
            orphans: {
                masterPositionId: string;
                followerPositionId: string;
                symbol: string | null;
                followerVolume: string;
                /** @description closing (a drift close is pending or will be on the next check), or none while not copying */
                action: string;
            }[];
            /** @description master positions open with no copy */
            missing: {
                masterPositionId: string;
                symbol: string;
                side: string;
                volume: string;
                openedAt: components["schemas"]["Timestamp"];
                /** @description why no copy is open (the journal's reason, or older than the open-signal lifetime), and whether the drift check opens it */
                reason: string;
            }[];
            /** @description the drift, removal and risk closes and the drift check's opens of missing copies recorded, newest first (up to 50) */
            actions: components["schemas"]["CopyExecution"][];
        };
        CopyPreviewRequest: {
            /**
             * maxLength(64)
             * @description the master's symbol
             */
            symbol: string;
            side: components["schemas"]["OrderSide"];
            /** @description greater than zero */
            volume: components["schemas"]["DecimalString"];
            /** @description greater than zero */
            price: components["schemas"]["DecimalString"];
            stopLoss?: components["schemas"]["DecimalString"] | null;
            takeProfit?: components["schemas"]["DecimalString"] | null;
        };
        CopyPreviewResponse: {
            data: components["schemas"]["CopyPreviewItem"][];
            requestId: string;
        };
        CopyPreviewItem: {
            /**
             * Format: uuid
             * @description CopySubscriptionId (UUID)
             */
            subscriptionId: string;
            /**
             * Format: uuid
             * @description AccountId (UUID)
             */
            accountId: string;
            /** @enum {string} */
            outcome: "open" | "skip";
            symbol: string;
            side: components["schemas"]["OrderSide"] | null;
            volume: string | null;
            stopLoss: string | null;
            takeProfit: string | null;
            reason: string | null;
            detail: string | null;
        };
        UsageResponse: {
            data: components["schemas"]["Usage"];
            requestId: string;
        };
        Usage: {
            plan: string;
            planName: string;
            periodStart: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description RFC 3339 date-time, years 0001 to 9999 (answers are in UTC)
             */
            periodEnd: string;
            features: {
                webhooks: boolean;
                waves: boolean;
                pendingOrders: boolean;
                alwaysOn: boolean;
                copyTrading: boolean;
                alertHooks: boolean;
            };
            allowances: {
                /** @description accounts connected at once; null: unlimited */
                accountsConnected: components["schemas"]["Int"] | null;
                /** @description orders that open exposure (market and pending, outside multi-account orders) a month */
                ordersPerMonth: components["schemas"]["Int"] | null;
                /** @description multi-account orders a month */
                wavesPerMonth: components["schemas"]["Int"] | null;
                accountsPerWave: components["schemas"]["Int"];
            };
            used: {
                /**
                 * int
                 * @description connected now
                 */
                accountsConnected: number;
                /**
                 * int
                 * @description opened this period
                 */
                orders: number;
                /**
                 * int
                 * @description created this period
                 */
                waves: number;
                alertHooks: {
                    /**
                     * int
                     * @description alert hooks the workspace has (deleted ones do not count)
                     */
                    hooks: number;
                    /**
                     * int
                     * @description of those, switched on
                     */
                    enabled: number;
                    /**
                     * int
                     * @description alerts received this period, whatever became of them
                     */
                    alerts: number;
                };
            };
        };
        SubscriptionResponse: {
            data: components["schemas"]["Subscription"] | null;
            requestId: string;
        };
        Subscription: {
            plan: string;
            /** @enum {string} */
            method: "card" | "crypto";
            /** @enum {string} */
            status: "active" | "past_due" | "canceled";
            currentPeriodStart: components["schemas"]["Timestamp"];
            currentPeriodEnd: components["schemas"]["Timestamp"];
            /** @description true: the plan ends at `currentPeriodEnd` (take it back with resume) */
            cancelAtPeriodEnd: boolean;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        CheckoutResponse: {
            data: components["schemas"]["Checkout"];
            requestId: string;
        };
        Checkout: {
            /**
             * Format: uuid
             * @description CheckoutId (UUID)
             */
            id: string;
            plan: string;
            /** @enum {string} */
            method: "card" | "crypto";
            /** @description crypto: the invoice to pay (its address, amount and rate) */
            invoiceId: string | null;
            /** @description where the owner pays; the plan starts once the provider confirms the payment to this service */
            url: string;
        };
        PLAN_NOT_PURCHASABLE: {
            error: {
                /** @enum {string} */
                code: "PLAN_NOT_PURCHASABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        COIN_NOT_ACCEPTED: {
            error: {
                /** @enum {string} */
                code: "COIN_NOT_ACCEPTED";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CARD_UNAVAILABLE: {
            error: {
                /** @enum {string} */
                code: "CARD_UNAVAILABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CRYPTO_UNAVAILABLE: {
            error: {
                /** @enum {string} */
                code: "CRYPTO_UNAVAILABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        BILLING_NEEDS_THE_OWNER: {
            error: {
                /** @enum {string} */
                code: "BILLING_NEEDS_THE_OWNER";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CONTRACT_PLAN: {
            error: {
                /** @enum {string} */
                code: "CONTRACT_PLAN";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ALREADY_ON_PLAN: {
            error: {
                /** @enum {string} */
                code: "ALREADY_ON_PLAN";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CARD_SUBSCRIPTION_ACTIVE: {
            error: {
                /** @enum {string} */
                code: "CARD_SUBSCRIPTION_ACTIVE";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CHECKOUT_IN_PROGRESS: {
            error: {
                /** @enum {string} */
                code: "CHECKOUT_IN_PROGRESS";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CRYPTO_PERIOD_RUNNING: {
            error: {
                /** @enum {string} */
                code: "CRYPTO_PERIOD_RUNNING";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        BELOW_COIN_MINIMUM: {
            error: {
                /** @enum {string} */
                code: "BELOW_COIN_MINIMUM";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        DOWNGRADE_AT_PERIOD_END: {
            error: {
                /** @enum {string} */
                code: "DOWNGRADE_AT_PERIOD_END";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        PROVIDER_ERROR: {
            error: {
                /** @enum {string} */
                code: "PROVIDER_ERROR";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        ChangePlanRequest: {
            plan: string;
        };
        ChangedPlanResponse: {
            data: components["schemas"]["Subscription"];
            requestId: string;
        };
        NOTHING_TO_CANCEL: {
            error: {
                /** @enum {string} */
                code: "NOTHING_TO_CANCEL";
                message: string;
                details?: {
                    [key: string]: unknown;
                }[];
            };
            requestId: string;
        };
        CancelledSubscriptionResponse: {
            data: components["schemas"]["Subscription"];
            requestId: string;
        };
        ResumeResponse: {
            data: {
                resumed: boolean;
            };
            requestId: string;
        };
        PortalResponse: {
            data: components["schemas"]["Portal"];
            requestId: string;
        };
        Portal: {
            url: string;
        };
        InvoicePage: {
            data: components["schemas"]["Invoice"][];
            page: components["schemas"]["CursorPage"];
            requestId: string;
        };
        Invoice: {
            /**
             * Format: uuid
             * @description InvoiceId (UUID)
             */
            id: string;
            number: string;
            plan: string;
            /** @enum {string} */
            method: "card" | "crypto";
            /** @enum {string} */
            status: "open" | "paid" | "expired" | "void";
            currency: string;
            /**
             * nonNegative
             * @description a non-negative number
             */
            amount: components["schemas"]["Int"];
            /**
             * nonNegative
             * @description a non-negative number
             */
            amountRefunded: components["schemas"]["Int"];
            periodStart: components["schemas"]["Timestamp"] | null;
            periodEnd: components["schemas"]["Timestamp"] | null;
            crypto: {
                coin: string;
                network: string;
                address: string;
                /** @description in the coin, a decimal string */
                amountDue: string;
                amountPaid: string;
                transactionIds: string[];
                /** @description coin per unit of `currency`, a decimal string */
                rate: string;
                rateValidUntil: components["schemas"]["Timestamp"];
            } | null;
            note: string | null;
            paidAt: components["schemas"]["Timestamp"] | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        InvoiceResponse: {
            data: components["schemas"]["Invoice"];
            requestId: string;
        };
        RefreshedInvoiceResponse: {
            data: components["schemas"]["Invoice"];
            requestId: string;
        };
        CoinsResponse: {
            data: components["schemas"]["Coin"][];
            requestId: string;
        };
        Coin: {
            coin: string;
            network: string;
            /**
             * nonNegative
             * @description the smallest price the provider takes in this coin, in minor units of `currency`
             */
            minimumAmount: components["schemas"]["Int"];
            currency: string;
        };
        StripeEventReceivedResponse: {
            data: components["schemas"]["StripeEventReceipt"];
            requestId: string;
        };
        StripeEventReceipt: {
            eventId: string;
            duplicate: boolean;
        };
        /** @description BTCPay Server's webhook event (other fields are not read) */
        BtcPayWebhook: {
            type: string;
            storeId?: string;
            invoiceId?: string;
        };
        BtcPayWebhookResponse: {
            data: components["schemas"]["CryptoWebhookReceipt"];
            requestId: string;
        };
        CryptoWebhookReceipt: {
            /** @enum {boolean} */
            received: true;
        };
        /** @description NOWPayments' IPN (other fields are signed but not read) */
        NowPaymentsIpn: {
            payment_id: number | string;
            payment_status?: string;
        };
        NowPaymentsIpnResponse: {
            data: components["schemas"]["CryptoWebhookReceipt"];
            requestId: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request's id, the same as the body's `requestId`; quote it when reporting a problem. */
        "svc-request-id": string;
        /** @description `true` when this is the stored answer to an earlier request with the same `Idempotency-Key` (nothing was sent to the broker again); absent otherwise. `svc-request-id` is then the first request's. */
        "idempotent-replayed": "true";
        /** @description Seconds to wait before asking again. */
        "retry-after": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "health.healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "health.readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["NotReady"];
                };
            };
        };
    };
    "accounts.listAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AccountListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.connectAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectAccount"];
            };
        };
        responses: {
            /** @description AccountReconnectedResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountReconnectedResponse"];
                };
            };
            /** @description AccountCreatedResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCreatedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `QUOTA_EXCEEDED`, `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QUOTA_EXCEEDED"] | components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_EXISTS`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_EXISTS"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `SECRET_STORE_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["SECRET_STORE_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.getAccount": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AccountResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.deleteAccount": {
        parameters: {
            query?: {
                force?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AccountDeletionResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeletionResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_EXECUTING`, `ACCOUNT_HAS_POSITIONS`, `ACCOUNT_IN_WAVE`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_EXECUTING"] | components["schemas"]["ACCOUNT_HAS_POSITIONS"] | components["schemas"]["ACCOUNT_IN_WAVE"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.prepareAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepareAccounts"];
            };
        };
        responses: {
            /** @description PrepareResponse */
            202: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrepareResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.warmAccount": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WarmResponse */
            202: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarmResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `NEEDS_OPERATOR`, `NO_SECRET`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NEEDS_OPERATOR"] | components["schemas"]["NO_SECRET"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.accountStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AccountStatusResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStatusResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.coolAccount": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CoolResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoolResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_EXECUTING`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_EXECUTING"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.changeMode": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeMode"];
            };
        };
        responses: {
            /** @description ModeChangeResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeChangeResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.disconnectAccount": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description DisconnectResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisconnectResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_EXECUTING`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_EXECUTING"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePassword"];
            };
        };
        responses: {
            /** @description AccountResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_EXECUTING`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_EXECUTING"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `SECRET_STORE_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["SECRET_STORE_UNAVAILABLE"];
                };
            };
        };
    };
    "accounts.changeServer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeServer"];
            };
        };
        responses: {
            /** @description AccountResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_EXISTS`, `ACCOUNT_EXECUTING`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_EXISTS"] | components["schemas"]["ACCOUNT_EXECUTING"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accountData.listPositions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PositionsResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionsResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accountData.reconcilePositions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PositionsResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionsResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accountData.listDeals": {
        parameters: {
            query?: {
                /** @description deals at or after (RFC 3339) */
                since?: components["schemas"]["Timestamp"];
                /** @description deals before (RFC 3339) */
                until?: components["schemas"]["Timestamp"];
            };
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description DealListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accountData.getQuotes": {
        parameters: {
            query?: {
                /** @description broker symbols exactly as the account shows them */
                symbols?: string | string[];
                /** @description plain instrument names (EURUSD), each quoted as the account's own symbol (EURUSD.m) */
                instruments?: string | string[];
            };
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description QuoteListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Too many requests: `RATE_LIMITED`. */
            429: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "retry-after": components["headers"]["retry-after"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RATE_LIMITED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Not implemented by the terminal: `CAPABILITY_UNAVAILABLE`. */
            501: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CAPABILITY_UNAVAILABLE"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "accountData.calculate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarginCalculation"] | components["schemas"]["ProfitCalculation"];
            };
        };
        responses: {
            /** @description CalculationResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalculationResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `NO_RUNTIME`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NO_RUNTIME"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "trading.placeMarketOrder": {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended order, e.g. a UUID; remembered for 24 hours */
                "idempotency-key": string;
            };
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketOrderRequest"];
            };
        };
        responses: {
            /** @description OrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `QUOTA_EXCEEDED`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QUOTA_EXCEEDED"];
                };
            };
            /** @description Forbidden: `KEY_LIMIT_EXCEEDED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT_EXCEEDED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_IN_FLIGHT`, `TRADING_DISABLED`, `NEEDS_OPERATOR`, `NO_RUNTIME`, `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"] | components["schemas"]["TRADING_DISABLED"] | components["schemas"]["NEEDS_OPERATOR"] | components["schemas"]["NO_RUNTIME"] | components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Refused by the broker: `ORDER_REJECTED`. */
            422: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ORDER_REJECTED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SEND_FAILED`, `ORDER_UNRESOLVED`, `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SEND_FAILED"] | components["schemas"]["ORDER_UNRESOLVED"] | components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "trading.placePendingOrder": {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended order, e.g. a UUID; remembered for 24 hours */
                "idempotency-key": string;
            };
            path: {
                /** @description AccountId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PendingOrderRequest"];
            };
        };
        responses: {
            /** @description OrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`, `QUOTA_EXCEEDED`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"] | components["schemas"]["QUOTA_EXCEEDED"];
                };
            };
            /** @description Forbidden: `KEY_LIMIT_EXCEEDED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT_EXCEEDED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_IN_FLIGHT`, `TRADING_DISABLED`, `NEEDS_OPERATOR`, `NO_RUNTIME`, `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"] | components["schemas"]["TRADING_DISABLED"] | components["schemas"]["NEEDS_OPERATOR"] | components["schemas"]["NO_RUNTIME"] | components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Refused by the broker: `ORDER_REJECTED`. */
            422: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ORDER_REJECTED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SEND_FAILED`, `ORDER_UNRESOLVED`, `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SEND_FAILED"] | components["schemas"]["ORDER_UNRESOLVED"] | components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "trading.closePosition": {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended order, e.g. a UUID; remembered for 24 hours */
                "idempotency-key": string;
            };
            path: {
                /** @description AccountId (UUID) */
                id: string;
                /** @description a string matching the pattern ^[0-9]{1,20}$ */
                positionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClosePositionRequest"];
            };
        };
        responses: {
            /** @description OrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `KEY_LIMIT_EXCEEDED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT_EXCEEDED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_IN_FLIGHT`, `TRADING_DISABLED`, `NEEDS_OPERATOR`, `NO_RUNTIME`, `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"] | components["schemas"]["TRADING_DISABLED"] | components["schemas"]["NEEDS_OPERATOR"] | components["schemas"]["NO_RUNTIME"] | components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Refused by the broker: `ORDER_REJECTED`. */
            422: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ORDER_REJECTED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SEND_FAILED`, `ORDER_UNRESOLVED`, `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SEND_FAILED"] | components["schemas"]["ORDER_UNRESOLVED"] | components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "trading.modifyPosition": {
        parameters: {
            query?: never;
            header?: {
                /** @description a string at most 255 character(s) long */
                "idempotency-key"?: string;
            };
            path: {
                /** @description AccountId (UUID) */
                id: string;
                /** @description a string matching the pattern ^[0-9]{1,20}$ */
                positionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyPositionRequest"];
            };
        };
        responses: {
            /** @description OrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `KEY_LIMIT_EXCEEDED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT_EXCEEDED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_IN_FLIGHT`, `TRADING_DISABLED`, `NEEDS_OPERATOR`, `NO_RUNTIME`, `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"] | components["schemas"]["TRADING_DISABLED"] | components["schemas"]["NEEDS_OPERATOR"] | components["schemas"]["NO_RUNTIME"] | components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Refused by the broker: `ORDER_REJECTED`. */
            422: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ORDER_REJECTED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SEND_FAILED`, `ORDER_UNRESOLVED`, `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SEND_FAILED"] | components["schemas"]["ORDER_UNRESOLVED"] | components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "trading.modifyOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description a string at most 255 character(s) long */
                "idempotency-key"?: string;
            };
            path: {
                /** @description OrderId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifyOrderRequest"];
            };
        };
        responses: {
            /** @description OrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `KEY_LIMIT_EXCEEDED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT_EXCEEDED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_IN_FLIGHT`, `TRADING_DISABLED`, `NEEDS_OPERATOR`, `NO_RUNTIME`, `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"] | components["schemas"]["TRADING_DISABLED"] | components["schemas"]["NEEDS_OPERATOR"] | components["schemas"]["NO_RUNTIME"] | components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Refused by the broker: `ORDER_REJECTED`. */
            422: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ORDER_REJECTED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SEND_FAILED`, `ORDER_UNRESOLVED`, `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SEND_FAILED"] | components["schemas"]["ORDER_UNRESOLVED"] | components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "trading.cancelOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description a string at most 255 character(s) long */
                "idempotency-key"?: string;
            };
            path: {
                /** @description OrderId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelOrderRequest"];
            };
        };
        responses: {
            /** @description OrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `KEY_LIMIT_EXCEEDED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT_EXCEEDED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_IN_FLIGHT`, `TRADING_DISABLED`, `NEEDS_OPERATOR`, `NO_RUNTIME`, `ACCOUNT_NOT_READY`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"] | components["schemas"]["TRADING_DISABLED"] | components["schemas"]["NEEDS_OPERATOR"] | components["schemas"]["NO_RUNTIME"] | components["schemas"]["ACCOUNT_NOT_READY"];
                };
            };
            /** @description Refused by the broker: `ORDER_REJECTED`. */
            422: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ORDER_REJECTED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `SEND_FAILED`, `ORDER_UNRESOLVED`, `SCHEDULER_FAILED`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SEND_FAILED"] | components["schemas"]["ORDER_UNRESOLVED"] | components["schemas"]["SCHEDULER_FAILED"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "orders.listOrders": {
        parameters: {
            query?: {
                /** @description AccountId (UUID) */
                accountId?: string;
                state?: components["schemas"]["OrderState"];
                /** @description your own reference, up to 32 characters; stored on the order and filterable */
                clientOrderId?: string;
                /** @description only orders created at or after (RFC 3339) */
                createdAfter?: components["schemas"]["Timestamp"];
                /** @description only orders created before (RFC 3339) */
                createdBefore?: components["schemas"]["Timestamp"];
                /** @description page size, 1 to 200, default 50 */
                limit?: string;
                /** @description the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OrderPage */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "orders.getOrder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OrderId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "orders.getOrderDeals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description OrderId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OrderDealsResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDealsResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "waves.listWaves": {
        parameters: {
            query?: {
                state?: components["schemas"]["WaveState"];
                /** @description page size, 1 to 200, default 50 */
                limit?: string;
                /** @description the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MultiAccountOrderPage */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiAccountOrderPage"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "waves.createWave": {
        parameters: {
            query?: never;
            header: {
                /** @description unique per intended order, e.g. a UUID; remembered for 24 hours */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWaveRequest"];
            };
        };
        responses: {
            /** @description MultiAccountOrderAccepted */
            202: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiAccountOrderAccepted"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`, `QUOTA_EXCEEDED`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"] | components["schemas"]["QUOTA_EXCEEDED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `IDEMPOTENCY_KEY_REUSED`, `TRADING_DISABLED`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["TRADING_DISABLED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "waves.getWave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WaveId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MultiAccountOrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiAccountOrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "waves.cancelWave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WaveId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MultiAccountOrderResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiAccountOrderResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `WAVE_NOT_CANCELLABLE`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WAVE_NOT_CANCELLABLE"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "apiKeys.listApiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ApiKeyListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "apiKeys.createApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKey"];
            };
        };
        responses: {
            /** @description CreatedApiKeyResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `KEY_LIMIT`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "apiKeys.getApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ApiKeyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ApiKeyResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "apiKeys.updateApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ApiKeyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiKey"];
            };
        };
        responses: {
            /** @description ApiKeyResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `KEY_REVOKED`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_REVOKED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "apiKeys.revokeApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ApiKeyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ApiKeyResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "workspace.getWorkspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WorkspaceResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.listWebhookEndpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookEndpointListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.createWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description WebhookEndpointCreatedResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreatedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `KEY_LIMIT`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_LIMIT"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.getWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookEndpointResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.deleteWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookEndpointResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.updateWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description WebhookEndpointResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.testWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookDeliveryQueuedResponse */
            202: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryQueuedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.rotateWebhookSecret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookEndpointWithSecretResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.enableWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookEndpointResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.listWebhookDeliveries": {
        parameters: {
            query?: {
                /** @description page size, 1 to 200, default 50 */
                limit?: string;
                /** @description the previous page's `nextCursor` */
                cursor?: string;
                status?: components["schemas"]["WebhookDeliveryStatus"];
            };
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookDeliveryPage */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.getWebhookDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
                /** @description EventId (UUID) */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookDeliveryResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "webhooks.redeliverWebhookEvent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WebhookEndpointId (UUID) */
                id: string;
                /** @description EventId (UUID) */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebhookDeliveryQueuedResponse */
            202: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryQueuedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "session.getSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SessionResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "session.signIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignIn"];
            };
        };
        responses: {
            /** @description SignedInResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Too many requests: `RATE_LIMITED`. */
            429: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "retry-after": components["headers"]["retry-after"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RATE_LIMITED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "session.signOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SignedOutResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "session.stepUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUpRequest"];
            };
        };
        responses: {
            /** @description StepUpResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StepUpResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Too many requests: `RATE_LIMITED`. */
            429: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "retry-after": components["headers"]["retry-after"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RATE_LIMITED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "session.setUpOwner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetUpOwner"];
            };
        };
        responses: {
            /** @description SetUpResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetUpResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `INVITATION_INVALID`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["INVITATION_INVALID"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "members.listMembers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description MemberListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "members.removeMember": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description PersonId (UUID) */
                personId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RemovedMemberResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedMemberResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `NOT_ALLOWED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_ALLOWED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "members.changeMemberRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description PersonId (UUID) */
                personId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRole"];
            };
        };
        responses: {
            /** @description MemberResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `NOT_ALLOWED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_ALLOWED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "members.listInvitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description InvitationListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `NOT_ALLOWED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_ALLOWED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "members.invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Invite"];
            };
        };
        responses: {
            /** @description InvitationIssuedResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationIssuedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `NOT_ALLOWED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_ALLOWED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ALREADY_MEMBER`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ALREADY_MEMBER"];
                };
            };
            /** @description Too many requests: `RATE_LIMITED`. */
            429: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "retry-after": components["headers"]["retry-after"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RATE_LIMITED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "members.revokeInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description InvitationId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RevokedInvitationResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedInvitationResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `NOT_ALLOWED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_ALLOWED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ALREADY_ACCEPTED`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ALREADY_ACCEPTED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "members.acceptInvitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitation"];
            };
        };
        responses: {
            /** @description AcceptedInvitationResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitationResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Forbidden: `UNTRUSTED_ORIGIN`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNTRUSTED_ORIGIN"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `INVITATION_INVALID`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["INVITATION_INVALID"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `EMAIL_IN_USE`, `ALREADY_MEMBER`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EMAIL_IN_USE"] | components["schemas"]["ALREADY_MEMBER"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.listAlertHooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertHookListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.createAlertHook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAlertHook"];
            };
        };
        responses: {
            /** @description AlertHookCreatedResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookCreatedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.getAlertHook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AlertHookId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertHookResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.deleteAlertHook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AlertHookId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertHookResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.updateAlertHook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AlertHookId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAlertHook"];
            };
        };
        responses: {
            /** @description AlertHookResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.disableAlertHook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AlertHookId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertHookResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.enableAlertHook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AlertHookId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertHookResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.rotateAlertHook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AlertHookId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertHookRotatedResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertHookRotatedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertHooks.listAlerts": {
        parameters: {
            query?: {
                /** @description page size, 1 to 200, default 50 */
                limit?: string;
                /** @description the previous page's `nextCursor` */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description AlertHookId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AlertPage */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertPage"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "alertInbound.receiveTradingViewAlert": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a string at most 200 character(s) long */
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description AlertDuplicateResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDuplicateResponse"];
                };
            };
            /** @description AlertAcceptedResponse */
            202: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertAcceptedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Forbidden: `ALERT_SOURCE_NOT_ALLOWED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ALERT_SOURCE_NOT_ALLOWED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ALERT_HOOK_DISABLED`, `ALERT_STALE`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ALERT_HOOK_DISABLED"] | components["schemas"]["ALERT_STALE"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `ALERT_DELAYED`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["ALERT_DELAYED"];
                };
            };
        };
    };
    "copy.listCopyStrategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopyStrategyListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyStrategyListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.createCopyStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCopyStrategyRequest"];
            };
        };
        responses: {
            /** @description CopyStrategyCreated */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyStrategyCreated"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ALREADY_COPIED`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ALREADY_COPIED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.getCopyStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopyStrategyResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyStrategyResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.archiveCopyStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopyStrategyResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyStrategyResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `STRATEGY_HAS_FOLLOWERS`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STRATEGY_HAS_FOLLOWERS"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.updateCopyStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCopyStrategyRequest"];
            };
        };
        responses: {
            /** @description CopyStrategyResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyStrategyResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `STRATEGY_ARCHIVED`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STRATEGY_ARCHIVED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `COPY_TRADING_PAUSED`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["COPY_TRADING_PAUSED"];
                };
            };
        };
    };
    "copy.getCopyStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopyServerStatusResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyServerStatusResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.listCopySubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopySubscriptionListResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopySubscriptionListResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.createCopySubscription": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCopySubscriptionRequest"];
            };
        };
        responses: {
            /** @description CopySubscriptionCreated */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopySubscriptionCreated"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`, `ACCOUNT_NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"] | components["schemas"]["ACCOUNT_NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `ALREADY_COPIED`, `STRATEGY_ARCHIVED`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ALREADY_COPIED"] | components["schemas"]["STRATEGY_ARCHIVED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `COPY_TRADING_PAUSED`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["COPY_TRADING_PAUSED"];
                };
            };
        };
    };
    "copy.getCopySubscription": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
                /** @description CopySubscriptionId (UUID) */
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopySubscriptionResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopySubscriptionResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.removeCopySubscription": {
        parameters: {
            query?: {
                /** @description preserve (default): the follower's open copies stay, in its hands; close: they are closed */
                openCopies?: "preserve" | "close";
            };
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
                /** @description CopySubscriptionId (UUID) */
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopySubscriptionResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopySubscriptionResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.updateCopySubscription": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
                /** @description CopySubscriptionId (UUID) */
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCopySubscriptionRequest"];
            };
        };
        responses: {
            /** @description CopySubscriptionResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopySubscriptionResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`, `KEY_LIMIT_EXCEEDED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["KEY_LIMIT_EXCEEDED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `STRATEGY_ARCHIVED`, `SUBSCRIPTION_REMOVED`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STRATEGY_ARCHIVED"] | components["schemas"]["SUBSCRIPTION_REMOVED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `COPY_TRADING_PAUSED`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["COPY_TRADING_PAUSED"];
                };
            };
        };
    };
    "copy.listCopyExecutions": {
        parameters: {
            query?: {
                /** @description page size, 1 to 200, default 50 */
                limit?: string;
                /** @description the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
                /** @description CopySubscriptionId (UUID) */
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopyExecutionPage */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyExecutionPage"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.getCopyDrift": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
                /** @description CopySubscriptionId (UUID) */
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CopyDriftResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyDriftResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "copy.previewCopy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CopyStrategyId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CopyPreviewRequest"];
            };
        };
        responses: {
            /** @description CopyPreviewResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopyPreviewResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.getUsage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UsageResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.getSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SubscriptionResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a purchasable plan: starter or scale */
                    plan: string;
                    /** @enum {string} */
                    method: "card" | "crypto";
                    /** @description with method crypto: the coin to pay in */
                    coin?: string;
                };
            };
        };
        responses: {
            /** @description CheckoutResponse */
            201: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`, `PLAN_NOT_PURCHASABLE`, `COIN_NOT_ACCEPTED`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"] | components["schemas"]["PLAN_NOT_PURCHASABLE"] | components["schemas"]["COIN_NOT_ACCEPTED"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `BILLING_NEEDS_THE_OWNER`, `STEP_UP_REQUIRED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BILLING_NEEDS_THE_OWNER"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `CONTRACT_PLAN`, `ALREADY_ON_PLAN`, `CARD_SUBSCRIPTION_ACTIVE`, `CHECKOUT_IN_PROGRESS`, `CRYPTO_PERIOD_RUNNING`, `BELOW_COIN_MINIMUM`, `DOWNGRADE_AT_PERIOD_END`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CONTRACT_PLAN"] | components["schemas"]["ALREADY_ON_PLAN"] | components["schemas"]["CARD_SUBSCRIPTION_ACTIVE"] | components["schemas"]["CHECKOUT_IN_PROGRESS"] | components["schemas"]["CRYPTO_PERIOD_RUNNING"] | components["schemas"]["BELOW_COIN_MINIMUM"] | components["schemas"]["DOWNGRADE_AT_PERIOD_END"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `PROVIDER_ERROR`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROVIDER_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CARD_UNAVAILABLE`, `CRYPTO_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CARD_UNAVAILABLE"] | components["schemas"]["CRYPTO_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.changePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePlanRequest"];
            };
        };
        responses: {
            /** @description ChangedPlanResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangedPlanResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`, `PLAN_NOT_PURCHASABLE`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"] | components["schemas"]["PLAN_NOT_PURCHASABLE"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `BILLING_NEEDS_THE_OWNER`, `STEP_UP_REQUIRED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BILLING_NEEDS_THE_OWNER"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `CONTRACT_PLAN`, `NOTHING_TO_CANCEL`, `ALREADY_ON_PLAN`, `CRYPTO_PERIOD_RUNNING`, `DOWNGRADE_AT_PERIOD_END`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CONTRACT_PLAN"] | components["schemas"]["NOTHING_TO_CANCEL"] | components["schemas"]["ALREADY_ON_PLAN"] | components["schemas"]["CRYPTO_PERIOD_RUNNING"] | components["schemas"]["DOWNGRADE_AT_PERIOD_END"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `PROVIDER_ERROR`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROVIDER_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CARD_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CARD_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.cancelSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CancelledSubscriptionResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledSubscriptionResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `BILLING_NEEDS_THE_OWNER`, `STEP_UP_REQUIRED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BILLING_NEEDS_THE_OWNER"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `NOTHING_TO_CANCEL`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOTHING_TO_CANCEL"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `PROVIDER_ERROR`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROVIDER_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CARD_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CARD_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.resumeSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ResumeResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `BILLING_NEEDS_THE_OWNER`, `STEP_UP_REQUIRED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BILLING_NEEDS_THE_OWNER"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `NOTHING_TO_CANCEL`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOTHING_TO_CANCEL"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `PROVIDER_ERROR`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROVIDER_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CARD_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CARD_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.openPortal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PortalResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `BILLING_NEEDS_THE_OWNER`, `STEP_UP_REQUIRED`, `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BILLING_NEEDS_THE_OWNER"] | components["schemas"]["STEP_UP_REQUIRED"] | components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Conflict: `NOTHING_TO_CANCEL`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOTHING_TO_CANCEL"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `PROVIDER_ERROR`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROVIDER_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CARD_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CARD_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.listInvoices": {
        parameters: {
            query?: {
                /** @description page size, 1 to 200, default 50 */
                limit?: string;
                /** @description the previous page's `nextCursor` */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description InvoicePage */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.getInvoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description InvoiceId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description InvoiceResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.refreshInvoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description InvoiceId (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RefreshedInvoiceResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshedInvoiceResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`, `UNTRUSTED_ORIGIN`, `MEMBERS_NEED_A_PERSON`, `STEP_UP_REQUIRED`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"] | components["schemas"]["UNTRUSTED_ORIGIN"] | components["schemas"]["MEMBERS_NEED_A_PERSON"] | components["schemas"]["STEP_UP_REQUIRED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `PROVIDER_ERROR`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROVIDER_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CRYPTO_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CRYPTO_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.listCoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CoinsResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoinsResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Bad gateway: `PROVIDER_ERROR`. */
            502: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROVIDER_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CRYPTO_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CRYPTO_UNAVAILABLE"];
                };
            };
        };
    };
    "billing.receiveStripeEvent": {
        parameters: {
            query?: never;
            header?: {
                /** @description Stripe's signature of the body: `t=<timestamp>,v1=<hex HMAC-SHA256>` */
                "stripe-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description StripeEventReceivedResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StripeEventReceivedResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"];
                };
            };
        };
    };
    "billingInbound.receiveBtcPayWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BtcPayWebhook"];
            };
        };
        responses: {
            /** @description BtcPayWebhookResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BtcPayWebhookResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CRYPTO_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CRYPTO_UNAVAILABLE"];
                };
            };
        };
    };
    "billingInbound.receiveNowPaymentsIpn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NowPaymentsIpn"];
            };
        };
        responses: {
            /** @description NowPaymentsIpnResponse */
            200: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NowPaymentsIpnResponse"];
                };
            };
            /** @description Bad request: `INVALID_REQUEST`. */
            400: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_REQUEST"];
                };
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`. */
            401: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNAUTHENTICATED"];
                };
            };
            /** @description Not found: `NOT_FOUND`. */
            404: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NOT_FOUND"];
                };
            };
            /** @description Error: `METHOD_NOT_ALLOWED`. */
            405: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["METHOD_NOT_ALLOWED"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Unavailable: `SHUTTING_DOWN`, `RUNTIME_UNAVAILABLE`, `CRYPTO_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["RUNTIME_UNAVAILABLE"] | components["schemas"]["CRYPTO_UNAVAILABLE"];
                };
            };
        };
    };
}
