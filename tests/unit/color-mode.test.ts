import { describe, expect, it } from "vitest";
import { colorModeScript, nextPreference, resolveMode } from "~/components/color-mode";

describe("colour mode", () => {
  it("follows the system while the preference is auto", () => {
    expect(resolveMode("auto", "dark")).toBe("dark");
    expect(resolveMode("auto", "light")).toBe("light");
    expect(resolveMode("light", "dark")).toBe("light");
    expect(resolveMode("dark", "light")).toBe("dark");
  });

  it("stores the opposite explicitly, or returns to auto when the system prefers it anyway", () => {
    expect(nextPreference("light", "light")).toBe("dark");
    expect(nextPreference("dark", "light")).toBe("auto");
    expect(nextPreference("dark", "dark")).toBe("light");
    expect(nextPreference("light", "dark")).toBe("auto");
  });

  it("applies the stored preference before paint", () => {
    const classes = new Set<string>();
    const root = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      style: { colorScheme: "" },
    };
    const run = (stored: string | null, systemDark: boolean) => {
      classes.clear();
      new Function("localStorage", "window", "document", colorModeScript)(
        { getItem: (key: string) => (key === "color-scheme" ? stored : null) },
        { matchMedia: () => ({ matches: systemDark }) },
        { documentElement: root },
      );
      return { dark: classes.has("dark"), scheme: root.style.colorScheme };
    };
    expect(run("dark", false)).toEqual({ dark: true, scheme: "dark" });
    expect(run("light", true)).toEqual({ dark: false, scheme: "light" });
    expect(run("auto", true)).toEqual({ dark: true, scheme: "dark" });
    expect(run(null, false)).toEqual({ dark: false, scheme: "light" });
  });
});
