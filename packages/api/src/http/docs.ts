import { HttpApiBuilder, HttpApiScalar } from "@effect/platform"
import { Layer } from "effect"

/**
 * The reference at `/docs` must work on an install with no internet access and send nothing to a vendor: the Scalar
 * bundle is served inline from `@effect/platform` (no CDN), and the options below switch off what would reach
 * Scalar's cloud: its web fonts, its usage analytics, the toolbar (SDK generation, sharing, deploying), the button
 * to its hosted client, and the "Powered by" link. Requests tried from the page go straight to this install.
 * `telemetry`, `showToolbar` and `hideClientButton` are options of the bundled Scalar that Effect's `ScalarConfig`
 * type does not list yet, hence the separate constant.
 */
export const offlineScalar = {
  withDefaultFonts: false,
  telemetry: false,
  showToolbar: "never",
  hideClientButton: true,
  customCss: `a[href^="https://www.scalar.com"] { display: none; }`
} as const

/** `/openapi.json` (OpenAPI 3.1, generated from the contract) and an interactive reference at `/docs`. */
export const DocsLive = Layer.mergeAll(
  HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" }),
  HttpApiScalar.layer({ path: "/docs", scalar: offlineScalar })
)
