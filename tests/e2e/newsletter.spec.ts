import { test, expect } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

test("subscribing confirms inline, and subscribing again is fine", async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  await page.route("**/api/newsletter", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    await route.fulfill({ status: 201, json: { ok: true, id: body.id } });
  });
  await page.goto("/contact");
  const footer = page.locator("footer");
  const email = footer.getByPlaceholder("Your email");
  // The form sends through the app once it runs; before, it falls back to e-mail.
  await waitForHydration(email);
  await expect(email).toHaveAttribute("type", "email");

  await email.fill("reader@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText("Thanks for subscribing!");
  await expect(email).toHaveValue("");
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ email: "reader@example.com", website: "" });

  await email.fill("reader@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect.poll(() => bodies.length).toBe(2);
  await expect(footer.getByRole("status")).toHaveText("Thanks for subscribing!");
  await expect(footer.getByRole("alert")).toHaveCount(0);
  expect(bodies[1]!.id).not.toBe(bodies[0]!.id);
});

test("a failed subscription says so and keeps the address @phone", async ({
  page,
  consoleProblems,
}) => {
  await page.route("**/api/newsletter", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "60" },
      json: { ok: false, error: "Too many requests" },
    }),
  );
  await page.goto("/contact");
  const footer = page.locator("footer");
  const email = footer.getByPlaceholder("Your email");
  // The form sends through the app once it runs; before, it falls back to e-mail.
  await waitForHydration(email);
  await email.fill("reader@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toContainText("60 seconds");
  await expect(email).toHaveValue("reader@example.com");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(footer.getByRole("status")).toHaveCount(0);
  consoleProblems.splice(
    0,
    consoleProblems.length,
    ...consoleProblems.filter((text) => !text.includes("status of 429")),
  );
});

test("the browser checks the address before anything is sent", async ({ page }) => {
  let requests = 0;
  await page.route("**/api/newsletter", async (route) => {
    requests++;
    await route.fulfill({ status: 201, json: { ok: true } });
  });
  await page.goto("/contact");
  const footer = page.locator("footer");
  await footer.getByPlaceholder("Your email").fill("not-an-address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByPlaceholder("Your email")).toBeFocused();
  expect(
    await footer
      .getByPlaceholder("Your email")
      .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  expect(requests).toBe(0);
});
