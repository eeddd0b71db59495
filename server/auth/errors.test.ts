import { describe, expect, it } from "vitest";
import { apiVersionOf, errors } from "./errors";

describe("error bodies", () => {
  it("are {code, error_code, msg} without an API version", () => {
    expect(errors.invalidCredentials().bodyFor(null)).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
  });

  it("are {code, message} from version 2024-01-01, with the version header", () => {
    const error = errors.refreshTokenAlreadyUsed().withVersion("2024-01-01");
    expect(error.body).toEqual({ code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });
    expect(error.headers).toEqual({ "X-Supabase-Api-Version": "2024-01-01" });
  });

  it("carry weak-password reasons in both formats", () => {
    expect(errors.weakPassword(8).bodyFor(null)).toEqual({
      code: 422,
      error_code: "weak_password",
      msg: "Password should be at least 8 characters.",
      weak_password: { reasons: ["length"] },
    });
    expect(errors.weakPassword(8).bodyFor("2024-01-01")).toMatchObject({ code: "weak_password", weak_password: { reasons: ["length"] } });
  });

  it("tell a rate-limited client when to come back", () => {
    expect(errors.rateLimited(1500).headers).toEqual({ "Retry-After": "2" });
    expect(errors.rateLimited(1500).status).toBe(429);
  });

  it("render as a fetch Response for resource routes", async () => {
    const response = errors.noAuthorization().withVersion("2024-01-01").toResponse();
    expect(response.status).toBe(401);
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await response.json()).toEqual({ code: "no_authorization", message: "This endpoint requires a valid Bearer token" });
  });
});

describe("API version header", () => {
  it.each([
    ["2024-01-01", "2024-01-01"],
    ["2025-06-30", "2024-01-01"],
    ["2023-12-31", null],
    ["yesterday", null],
    ["2024-1-1", null],
    [undefined, null],
  ])("%j means %j", (header, expected) => {
    expect(apiVersionOf(header)).toBe(expected);
  });
});
