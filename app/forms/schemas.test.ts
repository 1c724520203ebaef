import { describe, expect, it } from "vitest";
import { budgetRanges, contactSubjects, limits, projectTypes } from "./options.ts";
import { isLeadKind, leadSchemas, validate } from "./schemas.ts";

const contact = {
  name: "  Asha Verma ",
  email: " asha@example.com ",
  phone: "+91 98765 43210",
  subject: "Project Discussion",
  message: "We need a new booking system.",
};

const quote = {
  name: "Asha Verma",
  email: "asha@example.com",
  projectType: "web",
  description: "A customer portal for our clinics.",
  budget: "medium",
};

describe("option lists", () => {
  it("match the specification", () => {
    expect(contactSubjects).toEqual([
      "General Inquiry",
      "Project Discussion",
      "Partnership",
      "Support",
      "Other",
    ]);
    expect(projectTypes).toEqual([
      { value: "web", label: "Web Development" },
      { value: "mobile", label: "Mobile App" },
      { value: "cloud", label: "Cloud Solutions" },
      { value: "consulting", label: "IT Consulting" },
    ]);
    expect(budgetRanges).toEqual([
      { value: "small", label: "$5,000-$10,000" },
      { value: "medium", label: "$10,000-$25,000" },
      { value: "large", label: "$25,000-$50,000" },
      { value: "enterprise", label: "$50,000+" },
    ]);
  });

  it("has a schema for every kind", () => {
    expect(Object.keys(leadSchemas)).toEqual(["contact", "quote", "newsletter", "chat"]);
    expect(isLeadKind("quote")).toBe(true);
    expect(isLeadKind("admin")).toBe(false);
    expect(isLeadKind(undefined)).toBe(false);
  });
});

describe("contact", () => {
  it("accepts a valid message, trimmed, without unknown keys", () => {
    const result = validate("contact", { ...contact, id: "x", website: "" });
    expect(result).toEqual({
      ok: true,
      value: { ...contact, name: "Asha Verma", email: "asha@example.com" },
    });
  });

  it("makes the phone optional", () => {
    const rest: Partial<typeof contact> = { ...contact };
    delete rest.phone;
    expect(validate("contact", rest)).toMatchObject({ ok: true, value: { phone: "" } });
    expect(validate("contact", { ...rest, phone: "  " })).toMatchObject({
      ok: true,
      value: { phone: "" },
    });
  });

  it("names every missing required field", () => {
    const result = validate("contact", {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual(["email", "message", "name", "subject"]);
    expect(result.fields.name).toBe("Please enter your name.");
    expect(result.fields.subject).toBe("Please choose a subject.");
  });

  it("treats blank text as missing", () => {
    const result = validate("contact", { ...contact, name: "   ", message: "\n " });
    expect(result).toEqual({
      ok: false,
      fields: { name: "Please enter your name.", message: "Please enter a message." },
    });
  });

  it("rejects the empty subject and unknown subjects", () => {
    for (const subject of ["", "Sales", "general inquiry"]) {
      expect(validate("contact", { ...contact, subject })).toEqual({
        ok: false,
        fields: { subject: "Please choose a subject." },
      });
    }
  });

  it("checks the email format and length", () => {
    expect(validate("contact", { ...contact, email: "asha@" })).toEqual({
      ok: false,
      fields: { email: "Please enter a valid email address, like name@company.com." },
    });
    const long = `${"a".repeat(250)}@example.com`;
    expect(validate("contact", { ...contact, email: long })).toEqual({
      ok: false,
      fields: { email: "That email address is too long." },
    });
  });

  it("checks the phone's characters and length", () => {
    expect(validate("contact", { ...contact, phone: "call me" })).toMatchObject({
      ok: false,
      fields: { phone: expect.stringContaining("digits") },
    });
    expect(validate("contact", { ...contact, phone: "1".repeat(limits.phone + 1) })).toMatchObject({
      ok: false,
      fields: { phone: expect.stringContaining("under") },
    });
    expect(validate("contact", { ...contact, phone: "(0755) 412-7800" }).ok).toBe(true);
  });

  it("bounds the name and message", () => {
    expect(validate("contact", { ...contact, name: "n".repeat(100) }).ok).toBe(true);
    expect(validate("contact", { ...contact, name: "n".repeat(101) })).toEqual({
      ok: false,
      fields: { name: "Please keep your name under 101 characters." },
    });
    expect(validate("contact", { ...contact, message: "m".repeat(5000) }).ok).toBe(true);
    expect(validate("contact", { ...contact, message: "m".repeat(5001) })).toMatchObject({
      ok: false,
      fields: { message: expect.any(String) },
    });
  });

  it("rejects wrong types and non-objects plainly", () => {
    expect(validate("contact", { ...contact, name: 42 })).toEqual({
      ok: false,
      fields: { name: "Please enter your name." },
    });
    expect(validate("contact", null)).toEqual({
      ok: false,
      fields: { form: "The submission must be a set of form fields." },
    });
    expect(validate("contact", "hello")).toMatchObject({ ok: false });
  });
});

describe("quote", () => {
  it("accepts a valid request", () => {
    expect(validate("quote", quote)).toEqual({ ok: true, value: quote });
  });

  it("requires every field", () => {
    const result = validate("quote", {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields).sort()).toEqual([
      "budget",
      "description",
      "email",
      "name",
      "projectType",
    ]);
  });

  it("accepts only the listed project types and budgets, by value", () => {
    expect(validate("quote", { ...quote, projectType: "Web Development" })).toEqual({
      ok: false,
      fields: { projectType: "Please choose a project type." },
    });
    expect(validate("quote", { ...quote, budget: "$50,000+" })).toEqual({
      ok: false,
      fields: { budget: "Please choose a budget range." },
    });
    for (const { value } of projectTypes)
      expect(validate("quote", { ...quote, projectType: value }).ok).toBe(true);
    for (const { value } of budgetRanges)
      expect(validate("quote", { ...quote, budget: value }).ok).toBe(true);
  });

  it("bounds the description", () => {
    expect(validate("quote", { ...quote, description: "d".repeat(5001) })).toMatchObject({
      ok: false,
      fields: { description: expect.any(String) },
    });
  });
});

describe("newsletter", () => {
  it("needs only a valid email", () => {
    expect(validate("newsletter", { email: " a@b.co " })).toEqual({
      ok: true,
      value: { email: "a@b.co" },
    });
    expect(validate("newsletter", { email: "nope" })).toMatchObject({
      ok: false,
      fields: { email: expect.any(String) },
    });
  });
});

describe("chat", () => {
  const transcript = [
    { from: "bot", text: "Hello! How can we help you today?" },
    { from: "visitor", text: "Do you build mobile apps?" },
  ];

  it("accepts a hand-off with an optional name", () => {
    expect(validate("chat", { email: "a@b.co", transcript })).toEqual({
      ok: true,
      value: { email: "a@b.co", name: "", transcript },
    });
    expect(validate("chat", { email: "a@b.co", name: " Asha ", transcript })).toMatchObject({
      ok: true,
      value: { name: "Asha" },
    });
  });

  it("requires the email", () => {
    expect(validate("chat", { transcript })).toMatchObject({
      ok: false,
      fields: { email: "Please enter your email address." },
    });
  });

  it("checks each transcript line and the number of lines", () => {
    expect(
      validate("chat", { email: "a@b.co", transcript: [{ from: "admin", text: "hi" }] }),
    ).toMatchObject({ ok: false, fields: { transcript: expect.any(String) } });
    const lines = Array.from({ length: 51 }, () => ({ from: "visitor", text: "hi" }));
    expect(validate("chat", { email: "a@b.co", transcript: lines })).toEqual({
      ok: false,
      fields: { transcript: "A transcript holds at most 50 messages." },
    });
    expect(validate("chat", { email: "a@b.co", transcript: lines.slice(0, 50) }).ok).toBe(true);
  });
});
