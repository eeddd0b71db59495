import { afterAll, beforeAll, describe, expect } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { fetchFormToken } from "../support/form-token";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { signInAsOwner, toastTitled } from "./kit/studio";

// The owner deletes an enquiry, and everything of one address on a visitor's request (ADR 036).
// The studio is in English; the visitors write from the Arabic and the English pages.
let server: RunningServer;
const send = async (lang: "ar" | "en", name: string, email: string, message: string) => {
  const started = await fetchFormToken(server.url);
  const body = new URLSearchParams({ started, lang, name, email, message });
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(response.status).toBe(200);
};
beforeAll(async () => {
  server = await startServer({ CONTACT_MIN_FILL_MS: "0" });
  await send("ar", "سارة أحمد", "sara@client.example", "أريد موقعاً لعيادتي");
  await send("en", "Omar Ali", "omar@client.example", "A campaign for our shop");
  await send("en", "Omar Ali", "Omar@Client.example", "And a second question");
});
afterAll(async () => {
  await server?.stop();
});

describe("studio: deleting enquiries", () => {
  test("the owner deletes one enquiry after confirming, and a visitor's data by address", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    const list = page.getByTestId("lead-list");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(3);

    // One enquiry, from the Arabic page: Cancel keeps it, Delete removes it.
    await list.getByRole("button", { name: /سارة أحمد/ }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this enquiry?" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("The enquiry from سارة أحمد and its notification mail are deleted for good.");
    await expectNoAxeViolations(page, "delete confirmation");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await list.getByRole("listitem").count()).toBe(3);

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.getByRole("button", { name: "Delete enquiry" }).click();
    await toastTitled(page, "Enquiry deleted");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
    expect(await list.textContent()).not.toContain("سارة أحمد");

    // A visitor asks for his data: a bad address is refused beside the field, then a copy, then deletion.
    const request = page.getByTestId("data-request");
    await request.getByText("A visitor's request about their data").click();
    const address = request.getByLabel("Their email address or phone number");
    await address.fill("not an address");
    await request.getByRole("button", { name: "Delete their data" }).click();
    await expect
      .poll(() => request.getByTestId("field-error").textContent())
      .toBe("Enter the email address the visitor used in the form, or their phone number.");
    expect(await address.getAttribute("aria-invalid")).toBe("true");

    await address.fill("OMAR@client.example");
    const [download] = await Promise.all([page.waitForEvent("download"), request.getByRole("button", { name: "Download their data" }).click()]);
    expect(download.suggestedFilename()).toBe("enquiries-omar@client.example.json");
    await toastTitled(page, "File downloaded");
    await expectNoAxeViolations(page, "data request");

    await request.getByRole("button", { name: "Delete their data" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete everything stored for omar@client.example?" });
    await confirm.getByRole("button", { name: "Delete their data" }).click();
    const toast = await toastTitled(page, "Their data is deleted");
    expect(await toast.textContent()).toContain("Enquiries deleted: 2. Mails deleted: 2.");
    await expect.poll(() => page.getByTestId("leads-empty").isVisible()).toBe(true);
  });
});
