import express from "express";
import type { ServerTool, ToolDeps } from "../tool-http";

/** Stub until this tool is built: no routes yet. */
export function createWebsiteSpeedTool(_deps: ToolDeps): ServerTool {
  return { router: express.Router() };
}
