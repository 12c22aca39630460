/**
 * Hostile input never breaks the site: every route of the built app, asked by GET with garbage in the
 * cookies the app reads and in the headers it reads, answers anything but a server error
 * (hostile-post.test.ts posts to every action). A session cookie gone bad signs out.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  garbageValues,
  routes,
  send,
  serverErrors,
  setUpWalk,
  validCookies,
} from "./hostile-input";
import { signedInSubscriber } from "./subscriber";

beforeAll(setUpWalk, 60_000);

describe("every route, with garbage in each cookie and header", () => {
  it("finds the routes of the build", () => {
    // A guard against enumerating nothing: these must be among them.
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/login", "/runs", "/run/:id", "/scan/:id", "/unsubscribe"]),
    );
    expect(routes.filter((route) => route.hasAction).length).toBeGreaterThan(10);
  });

  it("answers GET of every route without a server error", async () => {
    const failures: string[] = [];
    for (const route of routes) failures.push(...(await serverErrors("GET", route)));
    expect(failures).toEqual([]);
  }, 600_000);
});

describe("a session cookie gone bad", () => {
  it("signs out: signed-in pages send to the login, the header shows no one", async () => {
    // A user of its own, apart from the walk's.
    const { user, cookie: signedIn } = await signedInSubscriber("Cookie Breaker");
    const good = await send("GET", "/profile/general", {
      label: "valid",
      cookie: cookieHeader({ ...validCookies, __session: signedIn.slice(signedIn.indexOf("=") + 1) }),
      headers: {},
    });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain(user.name);
    for (const { name, value } of await garbageValues(env.SESSION_SECRET)) {
      const cookie = cookieHeader({ ...validCookies, __session: value });
      const profile = await send("GET", "/profile", { label: name, cookie, headers: {} });
      expect(profile.status, name).toBe(302);
      expect(profile.headers.get("Location"), name).toBe("/login?returnTo=%2Fprofile");
      const home = await send("GET", "/", { label: name, cookie, headers: {} });
      expect(home.status, name).toBe(200);
      expect(await home.text(), name).not.toContain(user.name);
    }
  }, 120_000);
});
