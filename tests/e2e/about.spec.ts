import { test, expect } from "./support/fixtures";

const team = [
  ["Arjun Mehta", "Founder & CEO"],
  ["Priya Sharma", "Chief Technology Officer"],
  ["Vikram Rao", "Head of Cybersecurity"],
  ["Ananya Kulkarni", "Director of Client Success"],
] as const;

test.describe("about page", () => {
  // One load of the page, a step per section: a browser context and a page load cost more than the
  // checks.
  test("the about page, section by section", async ({ page }) => {
    await page.goto("/about");
    await test.step("introduces the company with one h1 and a description for search engines", async () => {
      await expect(page).toHaveTitle("About Us | Nexora Technologies");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Nexora Technologies");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /Founded in 2015 in Bhopal/,
      );
    });

    await test.step("tells the story of a company founded in 2015 in Bhopal", async () => {
      const story = page.getByRole("region", { name: /trusted technology partner/ });
      await expect(story).toContainText("founded in 2015 in Bhopal, Madhya Pradesh");
      await expect(story.getByRole("term")).toHaveText([
        "Founded in Bhopal",
        "Projects completed",
        "Satisfied clients",
        "Engineers and specialists",
      ]);
      await expect(story.getByRole("definition")).toHaveText(["2015", "500", "200", "120"]);
      await expect(story.getByRole("img", { name: /team at work in Bhopal/ })).toBeVisible();
    });

    await test.step("states the mission and the vision", async () => {
      const section = page.getByRole("region", { name: "Mission, vision and values" });
      for (const name of ["Our Mission", "Our Vision"]) {
        const heading = section.getByRole("heading", { name, level: 3 });
        await expect(heading).toBeVisible();
        await expect(heading.locator("xpath=following-sibling::p")).toContainText(/\w{4,}/);
      }
      await expect(section.getByRole("heading", { level: 3 })).toHaveCount(6);
    });

    await test.step("shows four team members with portrait, name, position and bio", async () => {
      const members = page.getByRole("region", { name: "Meet our team" }).getByRole("listitem");
      await expect(members).toHaveCount(4);
      for (const [index, [name, position]] of team.entries()) {
        const member = members.nth(index);
        await expect(member.getByRole("heading", { level: 3 })).toHaveText(name);
        await expect(member.getByText(position, { exact: true })).toBeVisible();
        await expect(
          member.getByRole("img", { name: `Portrait of ${name}, `, exact: false }),
        ).toBeVisible();
        await expect(member.getByRole("paragraph").last()).toContainText(name.split(" ")[0]!);
        // The portrait keeps its shape, whatever the width.
        const box = (await member.getByRole("img").boundingBox())!;
        expect(box.height).toBeGreaterThan(0);
      }
    });

    await test.step("invites visitors to 'View Careers' at /career", async () => {
      await expect(page.getByRole("link", { name: "View Careers" })).toHaveAttribute(
        "href",
        "/career",
      );
    });
  });

  test("fits a phone screen without sideways scrolling @phone", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Nexora Technologies");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(
      page.getByRole("region", { name: "Meet our team" }).getByRole("listitem"),
    ).toHaveCount(4);
  });
});
