/**
 * The local stand-in's `api.js`: behaves like Turnstile's widget script for Cloudflare's test site keys,
 * served as plain browser JavaScript. Implicit rendering into `.cf-turnstile` elements (data-* options),
 * explicit rendering (`?render=explicit`, `turnstile.render`), `?onload=` and the callbacks, reset,
 * remove and getResponse. The token goes into a hidden `cf-turnstile-response` field in the container, as
 * the real widget does. It is no challenge at all: a pass key passes, a fail key fails, and the
 * interactive key waits for a tick in a labelled checkbox.
 */
export const widgetScript = `(() => {
  "use strict";
  if (window.turnstile) return;
  const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
  const KEYS = {
    "1x00000000000000000000AA": "pass",
    "1x00000000000000000000BB": "pass-invisible",
    "2x00000000000000000000AB": "fail",
    "2x00000000000000000000BB": "fail-invisible",
    "3x00000000000000000000FF": "interactive",
  };
  const TEXTS = {
    de: {
      label: "Sicherheitsprüfung (lokale Turnstile-Attrappe)",
      checking: "Wird geprüft …",
      success: "Erfolgreich geprüft",
      failure: "Die Prüfung ist fehlgeschlagen",
      invalidKey: "Ungültiger Site-Key",
      human: "Bestätigen Sie, dass Sie ein Mensch sind",
    },
    en: {
      label: "Security check (local Turnstile stand-in)",
      checking: "Checking …",
      success: "Success",
      failure: "The check failed",
      invalidKey: "Invalid site key",
      human: "Verify you are human",
    },
  };
  const script = document.currentScript;
  const query = new URL(script ? script.src : location.href).searchParams;
  const widgets = new Map();
  let nextId = 0;

  function textsFor(language) {
    const code = (!language || language === "auto" ? navigator.language : language).slice(0, 2).toLowerCase();
    return TEXTS[code] || TEXTS.en;
  }

  function callbackOf(value) {
    if (typeof value === "function") return value;
    if (typeof value === "string" && typeof window[value] === "function") return window[value];
    return undefined;
  }

  function optionsFromData(element) {
    const data = element.dataset;
    return {
      sitekey: data.sitekey,
      action: data.action,
      cData: data.cdata,
      language: data.language,
      theme: data.theme,
      callback: data.callback,
      "error-callback": data.errorCallback,
      "expired-callback": data.expiredCallback,
      "response-field": data.responseField !== "false",
      "response-field-name": data.responseFieldName,
    };
  }

  function setToken(widget, token) {
    widget.token = token;
    if (widget.field) widget.field.value = token;
  }

  function challenge(widget) {
    const texts = textsFor(widget.options.language);
    const kind = KEYS[widget.options.sitekey];
    setToken(widget, "");
    widget.body.replaceChildren();
    const status = document.createElement("span");
    status.setAttribute("role", "status");
    widget.body.append(status);
    if (!kind) {
      status.textContent = texts.invalidKey;
      const onError = callbackOf(widget.options["error-callback"]);
      if (onError) onError("110100");
      return;
    }
    if (kind === "interactive") {
      const id = "cf-turnstile-check-" + widget.id;
      const box = document.createElement("input");
      box.type = "checkbox";
      box.id = id;
      const label = document.createElement("label");
      label.htmlFor = id;
      label.textContent = texts.human;
      // Ticked once, the box stays ticked (and can no longer be unticked), as the real widget shows it.
      box.addEventListener("change", () => {
        if (!box.checked) return;
        box.disabled = true;
        succeed(widget, status, texts);
      });
      widget.body.prepend(box, " ", label, " ");
      return;
    }
    status.textContent = texts.checking;
    // Like the real widget, the outcome arrives a moment after rendering, never within render().
    setTimeout(() => {
      if (!widgets.has(widget.id)) return;
      if (kind.startsWith("fail")) {
        status.textContent = texts.failure;
        const onError = callbackOf(widget.options["error-callback"]);
        if (onError) onError("600010");
      } else succeed(widget, status, texts);
    }, 0);
  }

  function succeed(widget, status, texts) {
    setToken(widget, DUMMY_TOKEN);
    status.textContent = texts.success;
    const onSuccess = callbackOf(widget.options.callback);
    if (onSuccess) onSuccess(DUMMY_TOKEN);
  }

  function resolveContainer(container) {
    const element = typeof container === "string" ? document.querySelector(container) : container;
    if (!element) throw new Error("[Cloudflare Turnstile] Could not find the container " + container);
    return element;
  }

  function widgetOf(id) {
    if (id === undefined) return widgets.values().next().value;
    if (typeof id === "string" && widgets.has(id)) return widgets.get(id);
    for (const widget of widgets.values()) if (widget.container === id) return widget;
    return undefined;
  }

  function render(container, params) {
    const element = resolveContainer(container);
    const options = Object.assign({}, optionsFromData(element), params || {});
    const id = "cf-chl-widget-local" + nextId++;
    const texts = textsFor(options.language);
    const frame = document.createElement("div");
    frame.setAttribute("role", "group");
    frame.setAttribute("aria-label", texts.label);
    frame.style.cssText = "display:inline-flex;gap:.5rem;align-items:center;min-height:3rem;padding:.5rem 1rem;border:1px solid #767676;border-radius:.25rem;background:#fff;color:#1a1a1a";
    const body = document.createElement("span");
    frame.append(body);
    element.append(frame);
    const widget = { id, container: element, options, frame, body, field: null, token: "" };
    if (options["response-field"] !== false) {
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = options["response-field-name"] || "cf-turnstile-response";
      field.id = id + "_response";
      element.append(field);
      widget.field = field;
    }
    widgets.set(id, widget);
    challenge(widget);
    return id;
  }

  function reset(id) {
    const widget = widgetOf(id);
    if (widget) challenge(widget);
  }

  function remove(id) {
    const widget = widgetOf(id);
    if (!widget) return;
    widget.frame.remove();
    if (widget.field) widget.field.remove();
    widgets.delete(widget.id);
  }

  function getResponse(id) {
    const widget = widgetOf(id);
    return widget ? widget.token : undefined;
  }

  window.turnstile = {
    render,
    reset,
    remove,
    getResponse,
    isExpired: () => false,
    execute: (container) => reset(container),
    ready: (callback) => callback(),
  };

  function renderAll() {
    for (const element of document.querySelectorAll(".cf-turnstile")) {
      if (!widgetOf(element)) render(element);
    }
  }

  const onload = query.get("onload");
  const start = () => {
    if (query.get("render") !== "explicit") renderAll();
    if (onload && typeof window[onload] === "function") window[onload]();
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
`;
