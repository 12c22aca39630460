/** GET /api/v1/openapi.json: the API's description, as checked in (app/utils/api/openapi.json); public. */
import openapi from "~/utils/api/openapi.json";
import { apiRoute, methodNotAllowed } from "~/utils/api/route.server";

const body = JSON.stringify(openapi);

export const loader = apiRoute(
  async () =>
    new Response(body, {
      headers: { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" },
    }),
);

export const action = apiRoute(methodNotAllowed(["GET"]));
