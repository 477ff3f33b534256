import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { DataEnvelope } from "../http/envelope.js"
import { Workspace } from "../resources/workspace.js"
import { Authentication } from "./authentication.js"
import { requires } from "./requiredScope.js"

export class WorkspaceGroup extends HttpApiGroup.make("workspace")
  .add(
    HttpApiEndpoint.get("getWorkspace", "/v1/workspace")
      .addSuccess(DataEnvelope(Workspace, "WorkspaceResponse"))
      .annotateContext(requires("authenticated"))
  )
  .middleware(Authentication)
{}
