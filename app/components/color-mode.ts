import { useCallback, useEffect, useState } from "react";

export const COLOR_SCHEME_KEY = "color-scheme";
export type ColorPreference = "auto" | "light" | "dark";
export type ColorMode = "light" | "dark";

const darkQuery = "(prefers-color-scheme: dark)";

/**
 * Runs in <head> before the body is parsed, so the first paint already has the right colours.
 * Kept tiny and dependency-free; it must stay in sync with `applyColorMode` below.
 */
export const colorModeScript = `(function(){try{var p=localStorage.getItem("${COLOR_SCHEME_KEY}");var d=p==="dark"||(p!=="light"&&window.matchMedia("${darkQuery}").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})();`;

function readPreference(): ColorPreference {
  try {
    const stored = localStorage.getItem(COLOR_SCHEME_KEY);
    return stored === "light" || stored === "dark" ? stored : "auto";
  } catch {
    return "auto";
  }
}

function systemMode(): ColorMode {
  return window.matchMedia(darkQuery).matches ? "dark" : "light";
}

function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.style.colorScheme = mode;
}

/**
 * The next preference after a toggle: the opposite of what is shown now, stored explicitly, or back
 * to "auto" when that opposite is what the system prefers anyway.
 */
export function nextPreference(current: ColorMode, system: ColorMode): ColorPreference {
  const wanted: ColorMode = current === "dark" ? "light" : "dark";
  return wanted === system ? "auto" : wanted;
}

export function resolveMode(preference: ColorPreference, system: ColorMode): ColorMode {
  return preference === "auto" ? system : preference;
}

/** The colour mode shown now and a toggle; follows the system while the preference is "auto". */
export function useColorMode() {
  // Server render and first client render both assume light; the head script already painted the truth.
  const [mode, setMode] = useState<ColorMode>("light");

  useEffect(() => {
    const media = window.matchMedia(darkQuery);
    const sync = () => {
      const current = resolveMode(readPreference(), systemMode());
      applyColorMode(current);
      setMode(current);
    };
    sync();
    media.addEventListener("change", sync);
    window.addEventListener("storage", sync);
    return () => {
      media.removeEventListener("change", sync);
      window.removeEventListener("storage", sync);
    };
  }, []);

  const toggle = useCallback(() => {
    const current = resolveMode(readPreference(), systemMode());
    const preference = nextPreference(current, systemMode());
    try {
      localStorage.setItem(COLOR_SCHEME_KEY, preference);
    } catch {
      // Storage can be unavailable (private mode); the mode still changes for this page view.
    }
    const next = resolveMode(preference, systemMode());
    applyColorMode(next);
    setMode(next);
  }, []);

  return { mode, toggle };
}
