import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/context";
import type { StudioConfig } from "./auth-context";

/** What the admin pages need to talk to the auth API: its path, the public key, and whether the owner exists yet. */
export async function loadStudioConfig(context: Readonly<RouterContextProvider>): Promise<StudioConfig> {
  const { auth } = context.get(servicesContext);
  const hasOwner = await auth.hasUsers();
  return { authUrl: "/auth/v1", anonKey: auth.anonKey, hasOwner, needsSetupCode: !hasOwner && auth.requiresSetupCode };
}
