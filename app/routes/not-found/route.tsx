import { notFoundMeta, PageNotFound } from "~/components/not-found";

export const meta = () => notFoundMeta;

/** Any unknown address: the server answers it with HTTP status 404. */
export default PageNotFound;
