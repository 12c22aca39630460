/** Any other address under /api/v1: a problem detail, not the site's HTML 404 page. */
import { ApiProblem } from "~/utils/api/problem.server";
import { apiRoute } from "~/utils/api/route.server";

const notFound = apiRoute(async () => {
  throw new ApiProblem(404, "notFound");
});

export const loader = notFound;
export const action = notFound;
