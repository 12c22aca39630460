import type de from "../de/api";
import type { Translation } from "../types";

/** The public API: tokens on the profile, error messages (problem details) and the reference page. */
const api: Translation<typeof de> = {
  problems: {
    unauthorized: {
      title: "Not signed in",
      detail:
        "Please send an API token in the header “Authorization: Bearer …”. You create tokens on your profile.",
    },
    invalidToken: {
      title: "Invalid token",
      detail: "We do not know this API token. Please check that you copied all of it.",
    },
    tokenExpired: {
      title: "Token expired",
      detail: "This API token expired on {{date}}. Please create a new one on your profile.",
    },
    tokenRevoked: {
      title: "Token revoked",
      detail: "This API token was revoked and is no longer valid.",
    },
    insufficientScope: {
      title: "Missing permission",
      detail: "This needs a token with the permission “{{needed}}”; this one has “{{held}}”.",
    },
    planLapsed: {
      title: "No active plan",
      detail:
        "Your account no longer has an active plan, so its API tokens do not work. They work again as soon as you have a plan again.",
    },
    roleInsufficient: {
      title: "Role not sufficient",
      detail:
        "The token acts with its creator's role in this workspace (“{{role}}”), and that role may not do this.",
    },
    notFound: {
      title: "Not found",
      detail: "What you asked for does not exist, or it does not belong to your account.",
    },
    notReady: {
      title: "Not finished yet",
      detail: "There is no finished scan for this yet; results are there once a scan’s status is “done”.",
    },
    exportFailed: {
      title: "Export failed",
      detail:
        "The report could not be printed as a PDF just now. Please try again later; JSON and CSV always work.",
    },
    rateLimited: {
      title: "Too many requests",
      detail_one: "Please wait {{count}} second before using this token again.",
      detail_other: "Please wait {{count}} seconds before using this token again.",
    },
    invalidRequest: {
      title: "Invalid request",
    },
    idempotencyConflict: {
      title: "Idempotency key already used",
      detail:
        "A scan with different details was already started with this idempotency key. Please use a new key for every new request.",
    },
    idempotencyInProgress: {
      title: "Request still in progress",
      detail: "A request with this idempotency key is being processed. Please ask again in a moment.",
    },
    scanRefused: {
      title: "Scan not started",
    },
    methodNotAllowed: {
      title: "Method not allowed",
      detail: "This address does not support the method {{method}}.",
    },
  },
  invalid: {
    body: "The request body must be a JSON object.",
    url: "“url” must be a string with the website's address.",
    scope: "“scope” must be “page” or “site”.",
    level: "“level” must be one of “A”, “AA”, “2.2” or “AAA”.",
    cursor: "“cursor” is not a cursor of this list.",
    limit: "“limit” must be a whole number of at least 1 (at most 100).",
    idempotencyKey: "The idempotency key must be 1 to 255 visible ASCII characters.",
    issueKey: "“issueKey” must be the key of an issue of this website.",
    status: "“status” must be “false_positive”, “accepted”, “fixed” or null.",
    reasonRequired: "“accepted” needs a reason in “note”.",
    noteTooLong: "“note” may be at most 1,000 characters long.",
    format: "The format must be one of {{formats}}.",
  },
  tokens: {
    title: "API tokens",
    text: "With an API token your programs reach your scans and websites through the Klarsicht API. Each token is shown only once; we keep only a checksum of it.",
    docsLink: "Go to the API reference",
    back: "Back to the profile",
    profileLink: "Manage API tokens",
    profileText: "For your own programs and your CI: tokens for the Klarsicht API.",
    create: {
      title: "Create a token",
      name: "Name",
      nameHint: "So that you recognise the token later, for example “CI website relaunch”.",
      scope: "Permission",
      expiry: "Valid for",
      submit: "Create token",
    },
    scopes: {
      read: "Read",
      scan: "Read and start scans",
      manage: "Read, start scans and triage issues",
    },
    scopeNames: { read: "Read", scan: "Scan", manage: "Manage" },
    expiries: {
      "30": "30 days",
      "90": "90 days",
      "365": "1 year",
      never: "No expiry",
    },
    errors: {
      nameRequired: "Please give the token a name.",
      nameTooLong: "The name may be at most 80 characters long.",
      scope: "Please choose a permission.",
      expiry: "Please choose how long the token is valid.",
      tooMany: "You already have 20 active tokens. Please revoke one before creating another.",
    },
    created: {
      title: "Token “{{name}}” created",
      text: "Copy the token now: it is shown this one time only.",
      label: "Your new API token",
      copy: "Copy token",
      copied: "Copied",
    },
    list: {
      title: "Your tokens",
      empty: "You have no API tokens yet.",
      caption: "Your API tokens",
      name: "Name",
      token: "Token",
      scope: "Permission",
      created: "Created",
      lastUsed: "Last used",
      expires: "Expires",
      actions: "Actions",
      never: "Never",
      noExpiry: "No expiry",
      expired: "Expired",
      revoked: "Revoked on {{date}}",
      revoke: "Revoke",
      revokeLabel: "Revoke token “{{name}}”",
    },
    revoke: {
      title: "Revoke token “{{name}}”?",
      text: "Programs using this token will get nothing but errors afterwards. This cannot be undone.",
      confirm: "Yes, revoke",
      cancel: "Cancel",
      done: "The token “{{name}}” is revoked.",
    },
  },
  docs: {
    metaTitle: "API reference",
    title: "Klarsicht API",
    lead: "With the Klarsicht API you start scans, read results and triage issues from your own programs, your CI for example. It is part of the plans with an account.",
    openapi: "The complete description as an OpenAPI 3.1 document:",
    authTitle: "Authentication",
    authText:
      "Every request sends an API token in the header “Authorization: Bearer ks_live_…”. You create tokens on your profile under “API tokens”; the website's cookies do not count for the API.",
    scopesTitle: "Permissions",
    scopesText: "Each permission includes the ones before it:",
    scopeRead: "“read”: read scans, websites, issues and exports.",
    scopeScan: "“scan”: also start scans of a page or a whole website.",
    scopeManage: "“manage”: also triage issues.",
    errorsTitle: "Errors",
    errorsText:
      "Errors come as problem details after RFC 9457 (application/problem+json) with “type”, “title”, “status” and “detail”, in German or English by the “Accept-Language” header. Other accounts' objects answer 404, as missing ones do. Without an active plan the API answers 403.",
    pagingTitle: "Lists and cursors",
    pagingText:
      "Lists return at most “limit” items (20 by default, at most 100) and “nextCursor”; ask for the next page with “?cursor=…”. When “nextCursor” is null, the list has ended.",
    limitsTitle: "Requests per minute",
    limitsText_one:
      "Each token may make {{count}} request a minute. The headers “RateLimit-Policy” and “RateLimit” give the limit and what is left of it; beyond it the API answers 429 with “Retry-After”.",
    limitsText_other:
      "Each token may make {{count}} requests a minute. The headers “RateLimit-Policy” and “RateLimit” give the limit and what is left of it; beyond it the API answers 429 with “Retry-After”.",
    idempotencyTitle: "Scans without duplicates",
    idempotencyText:
      "Send an “Idempotency-Key” when starting a scan: the same request with the same key returns the same scan for a day instead of starting a second one. The same key with different details gives 422.",
    endpointsTitle: "Endpoints",
    endpointsCaption: "The API's endpoints",
    method: "Method",
    path: "Path",
    scope: "Permission",
    purpose: "Purpose",
    endpoints: {
      listRuns: "Your scans, newest first",
      startRun: "Start a scan of a page or a whole website",
      getRun: "A scan's status and figures",
      exportRun: "A finished scan's result as JSON, CSV or PDF",
      listSites: "Your registered websites",
      listIssues: "The issues of a website's latest scan with their triage",
      setTriage: "Triage an issue or take the triage back",
      exportSite: "A website's issues with their triage as JSON or CSV",
      openapi: "This OpenAPI document",
    },
    exampleTitle: "Example",
  },
};

export default api;
