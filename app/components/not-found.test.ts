import { describe, expect, it } from "vitest";
import { itemAt } from "./not-found";

const items = [{ slug: "devops" }, { slug: "cloud-solutions" }];
const pathOf = (slug: string) => `/services/${slug}`;

describe("itemAt", () => {
  it("finds the item whose page is at the route's address", () => {
    expect(itemAt(items, pathOf, "services/cloud-solutions")).toBe(items[1]);
  });

  it("answers an address that names no item with a 404", () => {
    let thrown: unknown;
    try {
      itemAt(items, pathOf, "services/nothing");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
