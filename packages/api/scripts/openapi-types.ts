// Writes the TypeScript types of the OpenAPI document that the typed-client test uses: `pnpm openapi:types`.
// The test regenerates them from the served document and fails when this file is out of date.
import { OpenApi } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { writeFileSync } from "node:fs"
import { fileURLToPath, pathToFileURL } from "node:url"
import openapiTS, { astToString } from "openapi-typescript"

export const openApiTypesFile = fileURLToPath(new URL("../test/generated/openapi.ts", import.meta.url))

const header = "// Generated from /openapi.json by `pnpm openapi:types` (openapi-typescript); do not edit.\n\n"

/** The types openapi-typescript makes of `document` (the parsed `/openapi.json`). */
export const renderOpenApiTypes = async (document: unknown): Promise<string> =>
  header + astToString(await openapiTS(JSON.stringify(document)))

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(openApiTypesFile, await renderOpenApiTypes(OpenApi.fromApi(Api)))
}
