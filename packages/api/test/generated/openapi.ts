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
         * @description Connects an account: stores the password encrypted and does not log in. 201 for a new account; 200 with the same id when that login and server was connected before and disconnected; 409 ACCOUNT_EXISTS (details carry accountId) while it is still connected.
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
         * @description Removes the terminal, the password and the record with its orders, deals and positions; irreversible. `force=true` deletes even with open positions (they stay open at the broker).
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
         * @description Creates a key; the full `key` is in this answer only. 50 active keys at most.
         *
         *     Required scope: `keys:manage`.
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
         * @description New scopes replace the old and apply from the next request; the key does not change.
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
         *     Any valid API key.
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
         *     Required scope: `webhooks:write`.
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
         *     Required scope: `webhooks:write`.
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
         *     Required scope: `webhooks:write`.
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
            scope: "accounts:read" | "accounts:write" | "trading:read" | "trading:write" | "webhooks:read" | "webhooks:write" | "keys:manage" | "admin";
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
            data: components["schemas"]["Order"];
            requestId: string;
        };
        Order: {
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
            data: components["schemas"]["Order"][];
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
        };
        /** @enum {string} */
        Scope: "accounts:read" | "accounts:write" | "trading:read" | "trading:write" | "webhooks:read" | "webhooks:write" | "keys:manage" | "admin";
        /** @enum {string} */
        KeyEnvironment: "live" | "test";
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
        WebhookEventType: "order.filled" | "order.rejected" | "order.unresolved" | "order.resolved" | "order.cancelled" | "position.opened" | "position.closed" | "account.state_changed" | "webhook.test";
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["NotReady"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`, `SECRET_STORE_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["SECRET_STORE_UNAVAILABLE"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Conflict: `ACCOUNT_EXECUTING`, `ACCOUNT_HAS_POSITIONS`. */
            409: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ACCOUNT_EXECUTING"] | components["schemas"]["ACCOUNT_HAS_POSITIONS"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`, `SECRET_STORE_UNAVAILABLE`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"] | components["schemas"]["SECRET_STORE_UNAVAILABLE"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Not in the workspace's plan: `FEATURE_NOT_IN_PLAN`. */
            402: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FEATURE_NOT_IN_PLAN"];
                };
            };
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    "idempotent-replayed": components["headers"]["idempotent-replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
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
            /** @description Forbidden: `MISSING_SCOPE`. */
            403: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MISSING_SCOPE"];
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
            /** @description Unavailable: `SHUTTING_DOWN`. */
            503: {
                headers: {
                    "svc-request-id": components["headers"]["svc-request-id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SHUTTING_DOWN"];
                };
            };
        };
    };
}
