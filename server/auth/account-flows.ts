import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { authUsers } from "../db/schema";
import { normalizeEmail } from "./email";
import { AuthHttpError, errors } from "./errors";
import { checkNewPassword, hashPassword } from "./passwords";
import { safeRedirect } from "./redirect";
import { setupCodeMatches } from "./setup-code";
import { verifyJwt } from "./tokens";
import { defaultAppMetadata, obfuscatedUserJson, userJson } from "./user-json";
import { invalidEmail, isPlainObject, SIGNUP_LOCK, type Body, type FlowKit, type RequestContext } from "./flow-kit";

/** The owner's account: whether one exists, the settings the sign-in page reads, sign-up, and accounts made with the service-role key. */
export function accountFlows(kit: FlowKit) {
  const {
    options,
    db,
    logger,
    now,
    key,
    policy,
    limits,
    adminEmails,
    setupCode,
    findUserByEmail,
    startSession,
    sessionJson,
    queueLink,
    mailAllowed,
  } = kit;
  return {
    async hasUsers() {
      const [anyUser] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
      return Boolean(anyUser);
    },

    async settings() {
      const [anyUser] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
      return {
        external: Object.fromEntries(
          [
            "anonymous_users",
            "apple",
            "azure",
            "bitbucket",
            "discord",
            "facebook",
            "figma",
            "fly",
            "github",
            "gitlab",
            "google",
            "keycloak",
            "kakao",
            "linkedin",
            "linkedin_oidc",
            "notion",
            "spotify",
            "slack",
            "slack_oidc",
            "workos",
            "twitch",
            "twitter",
            "email",
            "phone",
            "zoom",
          ].map((provider) => [provider, provider === "email"]),
        ),
        disable_signup: Boolean(anyUser) && adminEmails.size === 0,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: "",
        saml_enabled: false,
        // Not in Supabase Auth: true until the owner's account exists, so the login page can offer to create it…
        needs_owner: !anyUser,
        // …and whether that needs the setup code from the server log (production).
        needs_setup_code: !anyUser && Boolean(setupCode),
      };
    },

    /** POST /signup: the first account (the owner, confirmed at once) or an address in ADMIN_EMAILS (confirmed by mail). */
    async signup(body: Body, redirectTo: string | undefined, context: RequestContext): Promise<Record<string, unknown>> {
      await limits.check([["signup", { ip: context.ip }]]);
      if (body.email === undefined && body.phone !== undefined) throw errors.validation("Phone signups are disabled");
      const email = normalizeEmail(body.email);
      if (!email) throw invalidEmail();
      if (typeof body.password !== "string" || body.password === "")
        throw new AuthHttpError(422, "validation_failed", "Signup requires a valid password");
      const target = safeRedirect(redirectTo, policy);
      const { setup_code: givenCode, ...metadata } = isPlainObject(body.data) ? body.data : {};

      const [anyUser] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
      const listed = adminEmails.has(email);
      if (anyUser && !listed) throw errors.signupDisabled();
      const asOwner = !anyUser;
      if (asOwner && setupCode && !setupCodeMatches(setupCode, givenCode)) throw errors.setupCodeInvalid();
      const weak = checkNewPassword(body.password, options.passwordMinLength);
      if (weak) throw weak;
      const encryptedPassword = await hashPassword(body.password);

      const result = await db.transaction(async (tx) => {
        // Two first sign-ups at once: only one may become the owner.
        await tx.execute(sql`select pg_advisory_xact_lock(${SIGNUP_LOCK})`);
        const [first] = await tx.select({ id: authUsers.id }).from(authUsers).limit(1);
        const at = now();
        // The code was checked only for a first account: someone else may have become the owner meanwhile.
        if (!first && !asOwner) return { kind: "disabled" as const };
        if (!first) {
          const [user] = await tx
            .insert(authUsers)
            .values({
              email,
              encryptedPassword,
              emailConfirmedAt: at,
              createdAt: at,
              updatedAt: at,
              lastSignInAt: at,
              rawAppMetaData: defaultAppMetadata(),
              rawUserMetaData: metadata,
            })
            .returning();
          const { session, refreshToken } = await startSession(tx, user!, "password", context);
          return { kind: "owner" as const, user: user!, session, refreshToken };
        }
        if (!listed) return { kind: "disabled" as const };
        const existing = await findUserByEmail(tx, email);
        if (existing?.emailConfirmedAt) return { kind: "exists" as const };
        const mailing = await mailAllowed(email, context);
        let user = existing;
        if (user) {
          // Not confirmed yet: the latest request's password wins; only the mailbox owner can confirm it.
          [user] = await tx
            .update(authUsers)
            .set({ encryptedPassword, rawUserMetaData: metadata, updatedAt: at })
            .where(eq(authUsers.id, user.id))
            .returning();
        } else {
          [user] = await tx
            .insert(authUsers)
            .values({ email, encryptedPassword, createdAt: at, updatedAt: at, rawAppMetaData: defaultAppMetadata(), rawUserMetaData: metadata })
            .returning();
        }
        if (mailing) await queueLink(tx, user!, "signup", target);
        return { kind: "confirm" as const, user: user!, mailed: mailing };
      });

      switch (result.kind) {
        case "disabled":
          throw errors.signupDisabled();
        case "exists":
          return obfuscatedUserJson(email, randomUUID(), now());
        case "owner":
          logger.info({ userId: result.user.id }, "owner account created");
          return sessionJson(result.user, result.session, result.refreshToken);
        case "confirm":
          if (result.mailed) options.onMailQueued();
          return userJson(result.user);
      }
    },

    /** POST /admin/users, for a caller holding the service-role key. */
    async adminCreateUser(bearer: string | undefined, body: Body) {
      if (!bearer) throw errors.noAuthorization();
      const claims = await verifyJwt(key, bearer);
      if (claims.role !== "service_role") throw errors.notAdmin();
      const email = normalizeEmail(body.email);
      if (!email) throw invalidEmail();
      let encryptedPassword: string | null = null;
      if (body.password !== undefined) {
        const weak = checkNewPassword(body.password, options.passwordMinLength);
        if (weak) throw weak;
        encryptedPassword = await hashPassword(body.password as string);
      }
      const at = now();
      const [user] = await db
        .insert(authUsers)
        .values({
          email,
          encryptedPassword,
          emailConfirmedAt: body.email_confirm === true ? at : null,
          createdAt: at,
          updatedAt: at,
          rawAppMetaData: { ...defaultAppMetadata(), ...(isPlainObject(body.app_metadata) ? body.app_metadata : {}) },
          rawUserMetaData: isPlainObject(body.user_metadata) ? body.user_metadata : {},
        })
        .onConflictDoNothing()
        .returning();
      if (!user) throw errors.emailExists();
      return userJson(user);
    },
  };
}
