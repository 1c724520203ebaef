import { preloading, staticPart } from "~/components/lazy-section";
import { pageMeta } from "~/seo";
import { paths, site } from "~/site";

export const meta = () =>
  pageMeta({
    title: "Client Login",
    description: `Existing ${site.name} clients: how to reach your project portal and our support team by email at ${site.email} or by phone on ${site.phone}.`,
    path: paths.login,
  });

const LoginBody = staticPart("login-page", () =>
  import("./body").then((module) => module.LoginBody),
);

export const clientMiddleware = [preloading(LoginBody)];

export default function LoginPage() {
  return <LoginBody />;
}
