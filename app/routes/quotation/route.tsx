import { pageMeta } from "~/seo";
import Home from "../home/route";

export const meta = () =>
  pageMeta({
    title: "Get a Quote",
    description: "Tell us about your project and budget, and we will send you a tailored quote.",
    path: "/quotation",
  });

/** Opened directly, the quote dialog sits over the home page. */
export default Home;
