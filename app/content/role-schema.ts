/**
 * The open roles' schema: a role is one Markdown file in ./roles (its name is its slug, its
 * anchor on /career), whose front matter says everything the careers page, its JobPosting data
 * and the chat say of it. Every role is based at the company's office (app/site.ts). Plain
 * TypeScript, so the build's Node side and the tests check a folder of roles with it too; the app
 * reads them from ./careers.ts.
 */
import * as v from "valibot";
import { checkFrontMatter, text } from "./collection.ts";
import {
  byNewestRole,
  employmentTypes,
  toRole,
  workplaces,
  type Role,
  type RoleData,
} from "./role.ts";

const date = v.pipe(v.string("must be a date"), v.isoDate("must be a date written YYYY-MM-DD"));
const rupees = v.pipe(v.number("must be a number of rupees"), v.integer(), v.minValue(1));
const atLeastOne = "must list at least one";
const list = v.pipe(v.array(text, atLeastOne), v.minLength(1, atLeastOne));

/** What a role's front matter must say; any other field is refused, so a typo is caught. */
const roleSchema = v.pipe(
  v.strictObject({
    title: text,
    team: text,
    workplace: v.picklist(workplaces, `must be one of ${workplaces.join(", ")}`),
    employmentType: v.picklist(employmentTypes, `must be one of ${employmentTypes.join(", ")}`),
    /** When it was published. */
    datePosted: date,
    /** The last day we accept applications. */
    validThrough: date,
    /** e.g. "5+ years". */
    experience: text,
    /** Yearly pay in Indian rupees, before tax. */
    salary: v.pipe(
      v.strictObject({ min: rupees, max: rupees }),
      v.check((salary) => salary.min <= salary.max, "must have min no more than max"),
    ),
    /** One or two sentences for the role's summary line. */
    summary: text,
    responsibilities: list,
    requirements: list,
    niceToHave: v.optional(v.array(text, "must be a list"), []),
  }),
  v.forward(
    v.check((role) => role.validThrough >= role.datePosted, "must not be before datePosted"),
    ["validThrough"],
  ),
);

// The schema checks exactly what a role's type says.
type Checked = v.InferOutput<typeof roleSchema>;
const agrees: [Checked, RoleData] extends [RoleData, Checked] ? true : never = true;
void agrees;

/** Checks every role and returns them, newest first; a wrong field throws naming file and field. */
export function loadRoles(
  modules: Record<string, { frontmatter: Record<string, unknown> }>,
): Role[] {
  return Object.entries(modules)
    .map(([file, module]) => toRole(file, checkFrontMatter(roleSchema, file, module.frontmatter)))
    .sort(byNewestRole);
}
