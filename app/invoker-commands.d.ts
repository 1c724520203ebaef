import "react";

/**
 * HTML's invoker commands, which React passes through but does not type yet: a button with
 * `command` and `commandfor` acts on the element with that id natively, before any script runs.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "close" | "request-close" | "show-modal" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
