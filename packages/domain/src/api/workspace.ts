import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { DataEnvelope } from "../http/envelope.js"
import { Workspace } from "../resources/workspace.js"
import { Authentication } from "./authentication.js"
import { requires } from "./requiredScope.js"

export class WorkspaceGroup extends HttpApiGroup.make("workspace")
  .annotate(OpenApi.Title, "Workspace")
  .annotate(OpenApi.Description, "The tenant every key, account and webhook belongs to.")
  .add(
    HttpApiEndpoint.get("getWorkspace", "/v1/workspace")
      .annotate(OpenApi.Summary, "Get the workspace")
      .annotate(OpenApi.Description, "The workspace of the calling key, with its plan.")
      .addSuccess(DataEnvelope(Workspace, "WorkspaceResponse"))
      .annotateContext(requires("authenticated"))
  )
  .middleware(Authentication)
{}
