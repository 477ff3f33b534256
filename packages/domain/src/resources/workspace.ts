import { Schema } from "effect"
import { WorkspaceId } from "../ids.js"

export class Workspace extends Schema.Class<Workspace>("Workspace")({
  id: WorkspaceId,
  name: Schema.String,
  plan: Schema.String,
  planName: Schema.String,
  planAssigned: Schema.Boolean,
  tradingDisabled: Schema.Boolean
}) {}
