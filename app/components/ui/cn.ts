import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, skipping empty ones. It does not merge: no caller passes two classes that set
 * the same property (a variant or a prop picks one instead), so which one wins never depends on
 * the order of the stylesheet. (tailwind-merge did this at a cost of 7 KB and a long first call
 * while the page hydrates: docs/decisions/008-shorter-start-tasks.md.)
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
