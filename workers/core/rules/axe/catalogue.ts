/**
 * axe-core 4.14's rules as Klarsicht overlays them, one record per rule: the tags that say what
 * it tests and whether the scanner runs it, the W3C ACT rules it implements, the checks it runs, its
 * "learn more" page, and its texts in each report language. The English help and description are axe-core's
 * own; the German ones, and fix and check in both languages, are ours (see types.ts). Only axe-core's rule
 * ids are keys here; what the rules find stays axe-core's, and the scanner runs them as they ship.
 *
 * tests/unit/axe-catalogue.test.ts compares ids, tags, ACT ids, checks, help URLs and the English help and
 * description with the installed axe-core (axe.getRules()), so an axe upgrade fails there until this
 * catalogue follows. Read it through the accessors in index.ts.
 */
import type { AxeRule } from "../types";

/** The axe-core minor version the catalogue describes. */
export const axeCatalogueVersion = "4.14";

export const axeRuleList: readonly AxeRule[] = [
  {
    id: "accesskeys",
    tags: [],
    act: [],
    checks: ["accesskeys"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/accesskeys?application=axeAPI",
    texts: {
      de: {
        help: "Jeder accesskey-Wert sollte nur einmal auf der Seite vergeben sein.",
        description: "Prüft, ob jeder Wert eines accesskey-Attributs nur einmal vorkommt.",
        fix: "Vergeben Sie jeden accesskey-Wert (Tastenkürzel) nur einmal pro Seite. Besser noch verzichten Sie ganz auf accesskey, denn die Kürzel kollidieren leicht mit denen von Browser und Screenreader.",
        check:
          "Drücken Sie die Tastenkürzel der Seite (je nach Browser z. B. Alt+Umschalt+Taste) und prüfen Sie, ob jedes genau ein Ziel auslöst und keine Funktion des Browsers oder Screenreaders überdeckt.",
      },
      en: {
        help: "accesskey attribute value should be unique",
        description: "Ensure every accesskey attribute value is unique",
        fix: "Use each accesskey value (keyboard shortcut) only once per page. Better still, drop accesskey altogether: the shortcuts easily clash with those of the browser and screen reader.",
        check:
          "Press the page's shortcuts (e.g. Alt+Shift+key, depending on the browser) and check that each triggers exactly one target and does not override a browser or screen reader function.",
      },
    },
  },
  {
    id: "area-alt",
    tags: ["wcag2a", "wcag244", "wcag412"],
    act: ["c487ae"],
    checks: ["aria-label", "aria-labelledby", "non-empty-alt", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/area-alt?application=axeAPI",
    texts: {
      de: {
        help: "Verlinkte <area>-Elemente müssen einen Alternativtext haben.",
        description: "Prüft, ob die <area>-Elemente von Imagemaps einen Alternativtext haben.",
        fix: 'Geben Sie jedem verlinkten Bereich (<area>) einer Imagemap ein alt-Attribut, das das Linkziel nennt, z. B. alt="Filiale Hamburg".',
        check:
          "Prüfen Sie, ob der Alternativtext jedes Bereichs sagt, wohin der Link führt oder was er auslöst – nicht, wie der Bildausschnitt aussieht.",
      },
      en: {
        help: "Active <area> elements must have alternative text",
        description: "Ensure <area> elements of image maps have alternative text",
        fix: 'Give every linked area (<area>) of an image map an alt attribute naming the link target, e.g. alt="Hamburg branch".',
        check:
          "Check that each area's alternative text says where the link goes or what it does – not what that part of the image looks like.",
      },
    },
  },
  {
    id: "aria-allowed-attr",
    tags: ["wcag2a", "wcag412"],
    act: ["5c01ea"],
    checks: [
      "aria-allowed-attr",
      "aria-allowed-attr-elm",
      "aria-no-deprecated-attr",
      "aria-unsupported-attr",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-allowed-attr?application=axeAPI",
    texts: {
      de: {
        help: "Elemente dürfen nur ARIA-Attribute verwenden, die ihre Rolle unterstützt.",
        description: "Prüft, ob die Rolle eines Elements seine ARIA-Attribute unterstützt.",
        fix: "Entfernen Sie ARIA-Attribute, die zur Rolle des Elements nicht passen (z. B. aria-checked an einem normalen Link), oder geben Sie dem Element die Rolle, zu der das Attribut gehört.",
        check:
          "Prüfen Sie mit einem Screenreader, ob das Element trotzdem richtig angesagt und bedient wird. Ein Attribut, das ignoriert wird, darf keine wichtige Information tragen.",
      },
      en: {
        help: "Elements must only use supported ARIA attributes",
        description: "Ensure an element's role supports its ARIA attributes",
        fix: "Remove ARIA attributes that do not fit the element's role (e.g. aria-checked on a plain link), or give the element the role the attribute belongs to.",
        check:
          "Check with a screen reader that the element is still announced and operated correctly. An attribute that is ignored must not carry important information.",
      },
    },
  },
  {
    id: "aria-allowed-role",
    tags: [],
    act: [],
    checks: ["aria-allowed-role"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-allowed-role?application=axeAPI",
    texts: {
      de: {
        help: "Die ARIA-Rolle sollte zum Element passen.",
        description: "Prüft, ob der Wert des role-Attributs zum Element passt.",
        fix: 'Entfernen Sie role-Attribute, die der Bedeutung des HTML-Elements widersprechen (z. B. role="button" an einer Überschrift). Verwenden Sie stattdessen gleich das passende Element, etwa <button>.',
        check:
          "Prüfen Sie, ob die vergebene Rolle zum tatsächlichen Verhalten des Elements passt und Screenreader es so ansagen, wie es sich bedienen lässt.",
      },
      en: {
        help: "ARIA role should be appropriate for the element",
        description: "Ensure role attribute has an appropriate value for the element",
        fix: 'Remove role attributes that contradict the HTML element\'s meaning (e.g. role="button" on a heading). Use the matching element instead, such as <button>.',
        check:
          "Check that the role matches how the element actually behaves and that screen readers announce it the way it is operated.",
      },
    },
  },
  {
    id: "aria-braille-equivalent",
    tags: ["wcag2a", "wcag412"],
    act: [],
    checks: ["braille-label-equivalent", "braille-roledescription-equivalent"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-braille-equivalent?application=axeAPI",
    texts: {
      de: {
        help: "Braille-Attribute von ARIA brauchen eine Entsprechung ohne Braille.",
        description:
          "Prüft, ob es zu aria-braillelabel und aria-brailleroledescription eine Entsprechung ohne Braille gibt.",
        fix: "Wenn Sie aria-braillelabel oder aria-brailleroledescription verwenden, geben Sie dem Element zusätzlich einen normalen Namen (sichtbaren Text oder aria-label) bzw. eine aria-roledescription.",
        check:
          "Prüfen Sie, ob das Element auch ohne Braillezeile einen verständlichen Namen und eine verständliche Rolle hat.",
      },
      en: {
        help: "aria-braille attributes must have a non-braille equivalent",
        description: "Ensure aria-braillelabel and aria-brailleroledescription have a non-braille equivalent",
        fix: "If you use aria-braillelabel or aria-brailleroledescription, also give the element a regular name (visible text or aria-label) or an aria-roledescription.",
        check: "Check that the element has an understandable name and role without a braille display too.",
      },
    },
  },
  {
    id: "aria-command-name",
    tags: ["wcag2a", "wcag412"],
    act: ["97a4e1"],
    checks: ["aria-label", "aria-labelledby", "has-visible-text", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-command-name?application=axeAPI",
    texts: {
      de: {
        help: "ARIA-Befehlselemente müssen einen zugänglichen Namen haben.",
        description:
          "Prüft, ob jede ARIA-Schaltfläche, jeder ARIA-Link und jedes menuitem einen zugänglichen Namen hat.",
        fix: 'Geben Sie jedem Element mit role="button", "link" oder "menuitem" einen Namen: sichtbaren Text, aria-label oder aria-labelledby. Reine Symbole brauchen einen Text wie aria-label="Menü öffnen".',
        check:
          "Prüfen Sie mit einem Screenreader, ob diese Bedienelemente mit einem Namen angesagt werden, der ihre Funktion beschreibt.",
      },
      en: {
        help: "ARIA commands must have an accessible name",
        description: "Ensure every ARIA button, link and menuitem has an accessible name",
        fix: 'Give every element with role="button", "link" or "menuitem" a name: visible text, aria-label or aria-labelledby. Icon-only controls need text such as aria-label="Open menu".',
        check:
          "Check with a screen reader that these controls are announced with a name that describes what they do.",
      },
    },
  },
  {
    id: "aria-conditional-attr",
    tags: ["wcag2a", "wcag412"],
    act: ["5c01ea"],
    checks: ["aria-conditional-attr"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-conditional-attr?application=axeAPI",
    texts: {
      de: {
        help: "ARIA-Attribute müssen so verwendet werden, wie es die Rolle des Elements vorsieht.",
        description:
          "Prüft, ob ARIA-Attribute so verwendet werden, wie es die Spezifikation der Rolle des Elements vorsieht.",
        fix: "Entfernen Sie ARIA-Attribute, die bei dieser Rolle nur unter Bedingungen erlaubt sind, z. B. aria-checked an einer echten Checkbox (dort gilt checked) oder aria-level an Tabellenzeilen außerhalb einer Baumtabelle (treegrid).",
        check:
          "Prüfen Sie mit einem Screenreader, ob der angesagte Zustand (z. B. „aktiviert“) mit dem sichtbaren Zustand übereinstimmt.",
      },
      en: {
        help: "ARIA attributes must be used as specified for the element's role",
        description:
          "Ensure ARIA attributes are used as described in the specification of the element's role",
        fix: "Remove ARIA attributes that this role allows only under conditions, e.g. aria-checked on a native checkbox (the checked attribute applies there) or aria-level on table rows outside a tree grid (treegrid).",
        check:
          'Check with a screen reader that the announced state (e.g. "checked") matches the visible state.',
      },
    },
  },
  {
    id: "aria-deprecated-role",
    tags: ["wcag2a", "wcag412"],
    act: ["674b10"],
    checks: ["deprecatedrole"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-deprecated-role?application=axeAPI",
    texts: {
      de: {
        help: "Veraltete ARIA-Rollen dürfen nicht verwendet werden.",
        description: "Prüft, ob Elemente veraltete ARIA-Rollen verwenden.",
        fix: 'Ersetzen Sie veraltete ARIA-Rollen (z. B. role="directory") durch eine aktuelle Rolle oder besser durch das passende HTML-Element, etwa eine Liste.',
        check: "Prüfen Sie, ob das Element nach dem Austausch weiterhin verständlich angesagt wird.",
      },
      en: {
        help: "Deprecated ARIA roles must not be used",
        description: "Ensure elements do not use deprecated roles",
        fix: 'Replace deprecated ARIA roles (e.g. role="directory") with a current role, or better with the matching HTML element, such as a list.',
        check: "Check that the element is still announced understandably after the change.",
      },
    },
  },
  {
    id: "aria-dialog-name",
    tags: [],
    act: [],
    checks: ["aria-label", "aria-labelledby", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-dialog-name?application=axeAPI",
    texts: {
      de: {
        help: "Dialoge (Rolle dialog oder alertdialog) sollten einen zugänglichen Namen haben.",
        description:
          "Prüft, ob jedes Element mit der Rolle dialog oder alertdialog einen zugänglichen Namen hat.",
        fix: 'Geben Sie jedem Dialog (<dialog>, role="dialog" oder "alertdialog") einen Namen, am besten per aria-labelledby mit Verweis auf seine sichtbare Überschrift.',
        check:
          "Öffnen Sie den Dialog mit einem Screenreader und prüfen Sie, ob dabei ein Name angesagt wird, der den Zweck des Dialogs erkennen lässt.",
      },
      en: {
        help: "ARIA dialog and alertdialog nodes should have an accessible name",
        description: "Ensure every ARIA dialog and alertdialog node has an accessible name",
        fix: 'Give every dialog (<dialog>, role="dialog" or "alertdialog") a name, ideally with aria-labelledby pointing to its visible heading.',
        check:
          "Open the dialog with a screen reader running and check that a name is announced that makes its purpose clear.",
      },
    },
  },
  {
    id: "aria-hidden-body",
    tags: ["wcag2a", "wcag131", "wcag412"],
    act: [],
    checks: ["aria-hidden-body"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-hidden-body?application=axeAPI",
    texts: {
      de: {
        help: 'Das <body>-Element darf kein aria-hidden="true" tragen.',
        description: 'Prüft, ob das <body>-Element des Dokuments aria-hidden="true" trägt.',
        fix: 'Entfernen Sie aria-hidden="true" vom <body>-Element. Sonst ist die ganze Seite für Screenreader unsichtbar.',
        check:
          "Prüfen Sie mit einem Screenreader, ob die Inhalte der Seite vorgelesen werden, auch nachdem Dialoge oder Menüs geöffnet und wieder geschlossen wurden.",
      },
      en: {
        help: 'aria-hidden="true" must not be present on the document body',
        description: 'Ensure aria-hidden="true" is not present on the document body.',
        fix: 'Remove aria-hidden="true" from the <body> element. Otherwise the whole page is invisible to screen readers.',
        check:
          "Check with a screen reader that the page content is read out, also after dialogs or menus have been opened and closed again.",
      },
    },
  },
  {
    id: "aria-hidden-focus",
    tags: ["wcag2a", "wcag412"],
    act: ["6cfa84"],
    checks: ["focusable-disabled", "focusable-modal-open", "focusable-not-tabbable"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-hidden-focus?application=axeAPI",
    texts: {
      de: {
        barrier: "Mit der Tastatur erreicht man Bedienelemente, die Screenreader verschweigen.",
        help: "Mit aria-hidden verborgene Elemente dürfen weder fokussierbar sein noch fokussierbare Elemente enthalten.",
        description:
          "Prüft, ob mit aria-hidden verborgene Elemente selbst fokussierbar sind oder fokussierbare Elemente enthalten.",
        fix: 'Elemente mit aria-hidden="true" dürfen nichts enthalten, das per Tab-Taste erreichbar ist. Entfernen Sie aria-hidden, oder nehmen Sie enthaltene Links und Schaltflächen aus der Tab-Reihenfolge (tabindex="-1", disabled oder inert).',
        check:
          "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie mit einem Screenreader, ob der Fokus je auf einem Element landet, zu dem nichts angesagt wird.",
      },
      en: {
        barrier: "The keyboard reaches controls that screen readers keep silent about.",
        help: "ARIA hidden element must not be focusable or contain focusable elements",
        description: "Ensure aria-hidden elements are not focusable nor contain focusable elements",
        fix: 'Elements with aria-hidden="true" must not contain anything reachable with the Tab key. Remove aria-hidden, or take the links and buttons inside out of the tab order (tabindex="-1", disabled or inert).',
        check:
          "Tab through the page with a screen reader running and check whether focus ever lands on an element that announces nothing.",
      },
    },
  },
  {
    id: "aria-input-field-name",
    tags: ["wcag2a", "wcag412"],
    act: ["e086e5"],
    checks: ["aria-label", "aria-labelledby", "no-implicit-explicit-label", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-input-field-name?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Eingabefelder sind nicht beschriftet; wer einen Screenreader nutzt, erfährt nicht, was einzugeben ist.",
        help: "ARIA-Eingabefelder müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob jedes ARIA-Eingabefeld einen zugänglichen Namen hat.",
        fix: 'Geben Sie jedem selbst gebauten Eingabefeld (z. B. role="combobox", "textbox", "searchbox", "slider", "spinbutton" oder "listbox") einen Namen, am besten per aria-labelledby mit Verweis auf die sichtbare Beschriftung.',
        check:
          "Prüfen Sie mit einem Screenreader, ob jedes Feld mit seiner Beschriftung angesagt wird und diese zum sichtbaren Text passt.",
      },
      en: {
        barrier: "Input fields have no label; screen reader users are not told what to enter.",
        help: "ARIA input fields must have an accessible name",
        description: "Ensure every ARIA input field has an accessible name",
        fix: 'Give every custom input (e.g. role="combobox", "textbox", "searchbox", "slider", "spinbutton" or "listbox") a name, ideally with aria-labelledby pointing to the visible label.',
        check:
          "Check with a screen reader that each field is announced with its label and that it matches the visible text.",
      },
    },
  },
  {
    id: "aria-meter-name",
    tags: ["wcag2a", "wcag111"],
    act: [],
    checks: ["aria-label", "aria-labelledby", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-meter-name?application=axeAPI",
    texts: {
      de: {
        help: "Messanzeigen (Rolle meter) müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob jedes Element mit der Rolle meter einen zugänglichen Namen hat.",
        fix: 'Geben Sie jeder Messanzeige mit role="meter" einen Namen (aria-label oder aria-labelledby), der sagt, was gemessen wird, z. B. „Belegter Speicherplatz“.',
        check:
          "Prüfen Sie mit einem Screenreader, ob Name und Wert der Anzeige verständlich angesagt werden.",
      },
      en: {
        help: "ARIA meter nodes must have an accessible name",
        description: "Ensure every ARIA meter node has an accessible name",
        fix: 'Give every meter (role="meter") a name with aria-label or aria-labelledby that says what it measures, e.g. "Storage used".',
        check: "Check with a screen reader that the meter's name and value are announced understandably.",
      },
    },
  },
  {
    id: "aria-progressbar-name",
    tags: ["wcag2a", "wcag111"],
    act: [],
    checks: ["aria-label", "aria-labelledby", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-progressbar-name?application=axeAPI",
    texts: {
      de: {
        help: "Fortschrittsanzeigen (Rolle progressbar) müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob jedes Element mit der Rolle progressbar einen zugänglichen Namen hat.",
        fix: 'Geben Sie jedem Fortschrittsbalken mit role="progressbar" einen Namen, der sagt, was voranschreitet, z. B. aria-label="Upload der Rechnung".',
        check: "Prüfen Sie mit einem Screenreader, ob Name und Fortschritt angesagt werden.",
      },
      en: {
        help: "ARIA progressbar nodes must have an accessible name",
        description: "Ensure every ARIA progressbar node has an accessible name",
        fix: 'Give every progress bar (role="progressbar") a name that says what is progressing, e.g. aria-label="Invoice upload".',
        check: "Check with a screen reader that the name and progress are announced.",
      },
    },
  },
  {
    id: "aria-prohibited-attr",
    tags: ["wcag2a", "wcag412"],
    act: ["5c01ea"],
    checks: ["aria-prohibited-attr"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-prohibited-attr?application=axeAPI",
    texts: {
      de: {
        help: "Elemente dürfen nur ARIA-Attribute tragen, die ihre Rolle erlaubt.",
        description: "Prüft, ob ein Element ARIA-Attribute trägt, die seine Rolle verbietet.",
        fix: "Entfernen Sie aria-label und aria-labelledby von Elementen, deren Rolle keinen Namen erlaubt (z. B. <div> oder <span> ohne Rolle). Schreiben Sie die Information als sichtbaren Text, oder geben Sie dem Element eine passende Rolle.",
        check:
          "Prüfen Sie mit einem Screenreader, ob die Information aus dem Attribut ankommt. Wenn nicht, muss sie auf anderem Weg bereitstehen, etwa als sichtbarer Text.",
      },
      en: {
        help: "Elements must only use permitted ARIA attributes",
        description: "Ensure ARIA attributes are not prohibited for an element's role",
        fix: "Remove aria-label and aria-labelledby from elements whose role does not allow a name (e.g. a <div> or <span> without a role). Put the information in visible text, or give the element a suitable role.",
        check:
          "Check with a screen reader whether the information from the attribute comes across. If it does not, it has to be provided another way, such as visible text.",
      },
    },
  },
  {
    id: "aria-required-attr",
    tags: ["wcag2a", "wcag412"],
    act: ["4e8ab6"],
    checks: ["aria-required-attr"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-required-attr?application=axeAPI",
    texts: {
      de: {
        help: "Die ARIA-Attribute, die eine Rolle verlangt, müssen vorhanden sein.",
        description:
          "Prüft, ob Elemente mit einer ARIA-Rolle alle Attribute haben, die diese Rolle verlangt.",
        fix: 'Ergänzen Sie die ARIA-Attribute, die die Rolle verlangt, z. B. aria-checked bei role="checkbox", aria-expanded bei role="combobox" oder aria-valuenow bei role="slider".',
        check:
          "Prüfen Sie mit einem Screenreader, ob der Zustand des Elements angesagt wird und sich beim Bedienen mitändert.",
      },
      en: {
        help: "Required ARIA attributes must be provided",
        description: "Ensure elements with ARIA roles have all required ARIA attributes",
        fix: 'Add the ARIA attributes the role requires, e.g. aria-checked for role="checkbox", aria-expanded for role="combobox" or aria-valuenow for role="slider".',
        check:
          "Check with a screen reader that the element's state is announced and changes when you operate it.",
      },
    },
  },
  {
    id: "aria-required-children",
    tags: ["wcag2a", "wcag131"],
    act: ["bc4a75", "ff89c9"],
    checks: ["aria-required-children"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-required-children?application=axeAPI",
    texts: {
      de: {
        help: "Bestimmte ARIA-Rollen müssen Elemente mit bestimmten Rollen enthalten.",
        description: "Prüft, ob Elemente, deren ARIA-Rolle bestimmte Kind-Rollen verlangt, diese enthalten.",
        fix: 'Ergänzen Sie die Kind-Elemente, die die Rolle verlangt: role="list" braucht Einträge mit role="listitem", role="tablist" braucht role="tab", role="menu" braucht menuitem-Elemente.',
        check:
          "Prüfen Sie, besonders bei Inhalten, die erst per Skript nachgeladen werden, ob die Struktur vollständig ist und ein Screenreader die Anzahl der Einträge richtig ansagt.",
      },
      en: {
        help: "Certain ARIA roles must contain particular children",
        description: "Ensure elements with an ARIA role that require child roles contain them",
        fix: 'Add the child elements the role requires: role="list" needs items with role="listitem", role="tablist" needs role="tab", role="menu" needs menuitem elements.',
        check:
          "Check – especially for content loaded later by script – that the structure is complete and a screen reader announces the right number of items.",
      },
    },
  },
  {
    id: "aria-required-parent",
    tags: ["wcag2a", "wcag131"],
    act: ["ff89c9"],
    checks: ["aria-required-parent"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-required-parent?application=axeAPI",
    texts: {
      de: {
        help: "Bestimmte ARIA-Rollen müssen in Elementen mit bestimmten Rollen enthalten sein.",
        description:
          "Prüft, ob Elemente, deren ARIA-Rolle eine bestimmte Eltern-Rolle verlangt, in dieser enthalten sind.",
        fix: 'Setzen Sie Elemente mit role="listitem", "tab", "option" oder "menuitem" in ein Eltern-Element mit der passenden Rolle (list, tablist, listbox, menu), oder entfernen Sie die Rolle.',
        check:
          "Prüfen Sie mit einem Screenreader, ob die Einträge als Teil ihrer Gruppe angesagt werden (z. B. „Registerkarte 2 von 4“).",
      },
      en: {
        help: "Certain ARIA roles must be contained by particular parents",
        description: "Ensure elements with an ARIA role that require parent roles are contained by them",
        fix: 'Place elements with role="listitem", "tab", "option" or "menuitem" inside a parent with the matching role (list, tablist, listbox, menu), or remove the role.',
        check:
          'Check with a screen reader that the items are announced as part of their group (e.g. "tab 2 of 4").',
      },
    },
  },
  {
    id: "aria-roledescription",
    tags: ["wcag2a", "wcag412", "deprecated"],
    act: [],
    checks: ["aria-roledescription"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-roledescription?application=axeAPI",
    texts: {
      de: {
        help: "aria-roledescription darf nur bei Elementen mit einer semantischen Rolle stehen.",
        description:
          "Prüft, ob aria-roledescription nur bei Elementen mit einer impliziten oder ausdrücklichen Rolle steht.",
        fix: "Verwenden Sie aria-roledescription nur an Elementen mit einer Rolle (eigenes HTML-Element oder role-Attribut), und nur, wenn die eigene Bezeichnung wirklich verständlicher ist.",
        check:
          "Prüfen Sie mit einem Screenreader, ob die eigene Rollenbezeichnung verständlich ist und nicht verschleiert, wie das Element bedient wird.",
      },
      en: {
        help: "aria-roledescription must be on elements with a semantic role",
        description: "Ensure aria-roledescription is only used on elements with an implicit or explicit role",
        fix: "Use aria-roledescription only on elements that have a role (a semantic HTML element or a role attribute), and only where your own description is genuinely clearer.",
        check:
          "Check with a screen reader that the custom role description is understandable and does not hide how the element is operated.",
      },
    },
  },
  {
    id: "aria-roles",
    tags: ["wcag2a", "wcag412"],
    act: ["674b10"],
    checks: ["abstractrole", "invalidrole", "unsupportedrole"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-roles?application=axeAPI",
    texts: {
      de: {
        help: "ARIA-Rollen müssen gültige Werte haben.",
        description: "Prüft, ob alle role-Attribute einen gültigen Wert haben.",
        fix: "Korrigieren Sie ungültige role-Werte (Tippfehler, erfundene Rollen) auf eine Rolle aus der ARIA-Spezifikation, oder entfernen Sie das Attribut.",
        check: "Prüfen Sie, ob die gewählte Rolle dem Verhalten des Elements entspricht.",
      },
      en: {
        help: "ARIA roles used must conform to valid values",
        description: "Ensure all elements with a role attribute use a valid value",
        fix: "Correct invalid role values (typos, made-up roles) to a role from the ARIA specification, or remove the attribute.",
        check: "Check that the chosen role matches how the element behaves.",
      },
    },
  },
  {
    id: "aria-tab-name",
    tags: ["wcag2a", "wcag412"],
    act: [],
    checks: ["aria-label", "aria-labelledby", "has-visible-text", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-tab-name?application=axeAPI",
    texts: {
      de: {
        help: "Registerkarten (Rolle tab) müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob jedes Element mit der Rolle tab einen zugänglichen Namen hat.",
        fix: 'Geben Sie jeder Registerkarte (role="tab") einen Namen, in der Regel ihren sichtbaren Text, bei reinen Symbolen per aria-label.',
        check:
          "Prüfen Sie mit einem Screenreader, ob jede Registerkarte mit Namen und Position angesagt wird.",
      },
      en: {
        help: "ARIA tab nodes must have an accessible name",
        description: "Ensure every ARIA tab node has an accessible name",
        fix: 'Give every tab (role="tab") a name – usually its visible text, or aria-label for icon-only tabs.',
        check: "Check with a screen reader that each tab is announced with its name and position.",
      },
    },
  },
  {
    id: "aria-text",
    tags: [],
    act: [],
    checks: ["no-focusable-content"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-text?application=axeAPI",
    texts: {
      de: {
        help: 'Elemente mit role="text" sollten keine fokussierbaren Nachfahren haben.',
        description: 'Prüft, ob Elemente mit role="text" keine fokussierbaren Nachfahren haben.',
        fix: 'Verwenden Sie role="text" nur für Elemente ohne fokussierbaren Inhalt. Enthält das Element Links oder Schaltflächen, entfernen Sie die Rolle.',
        check:
          "Prüfen Sie mit einem Screenreader, ob Links und Schaltflächen im Element einzeln erreichbar sind und angesagt werden.",
      },
      en: {
        help: '"role=text" should have no focusable descendants',
        description: 'Ensure role="text" is used on elements with no focusable descendants',
        fix: 'Use role="text" only on elements without focusable content. If the element contains links or buttons, remove the role.',
        check:
          "Check with a screen reader that links and buttons inside the element can be reached and are announced individually.",
      },
    },
  },
  {
    id: "aria-toggle-field-name",
    tags: ["wcag2a", "wcag412"],
    act: ["e086e5"],
    checks: [
      "aria-label",
      "aria-labelledby",
      "has-visible-text",
      "no-implicit-explicit-label",
      "non-empty-title",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-toggle-field-name?application=axeAPI",
    texts: {
      de: {
        help: "ARIA-Umschaltelemente müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob jedes ARIA-Umschaltelement einen zugänglichen Namen hat.",
        fix: 'Geben Sie jedem selbst gebauten Umschalter (role="checkbox", "switch", "radio", "menuitemcheckbox" oder "menuitemradio") einen Namen, etwa sichtbaren Text oder aria-labelledby.',
        check:
          "Prüfen Sie mit einem Screenreader, ob Name und Zustand (an/aus) jedes Umschalters angesagt werden.",
      },
      en: {
        help: "ARIA toggle fields must have an accessible name",
        description: "Ensure every ARIA toggle field has an accessible name",
        fix: 'Give every custom toggle (role="checkbox", "switch", "radio", "menuitemcheckbox" or "menuitemradio") a name, such as visible text or aria-labelledby.',
        check: "Check with a screen reader that each toggle's name and state (on/off) are announced.",
      },
    },
  },
  {
    id: "aria-tooltip-name",
    tags: ["wcag2a", "wcag412"],
    act: [],
    checks: ["aria-label", "aria-labelledby", "has-visible-text", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-tooltip-name?application=axeAPI",
    texts: {
      de: {
        help: "Tooltips (Rolle tooltip) müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob jedes Element mit der Rolle tooltip einen zugänglichen Namen hat.",
        fix: 'Geben Sie jedem Tooltip (role="tooltip") einen Namen, in der Regel seinen sichtbaren Text.',
        check:
          "Prüfen Sie, ob der Text des Tooltips angesagt wird, wenn das zugehörige Element den Fokus erhält.",
      },
      en: {
        help: "ARIA tooltip nodes must have an accessible name",
        description: "Ensure every ARIA tooltip node has an accessible name",
        fix: 'Give every tooltip (role="tooltip") a name, usually its visible text.',
        check: "Check that the tooltip text is announced when the element it belongs to receives focus.",
      },
    },
  },
  {
    id: "aria-treeitem-name",
    tags: [],
    act: [],
    checks: ["aria-label", "aria-labelledby", "has-visible-text", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-treeitem-name?application=axeAPI",
    texts: {
      de: {
        help: "Baumeinträge (Rolle treeitem) sollten einen zugänglichen Namen haben.",
        description: "Prüft, ob jedes Element mit der Rolle treeitem einen zugänglichen Namen hat.",
        fix: 'Geben Sie jedem Eintrag einer Baumansicht (role="treeitem") einen Namen, in der Regel seinen sichtbaren Text.',
        check:
          "Prüfen Sie mit einem Screenreader, ob jeder Eintrag mit Namen, Ebene und Zustand (auf- oder zugeklappt) angesagt wird.",
      },
      en: {
        help: "ARIA treeitem nodes should have an accessible name",
        description: "Ensure every ARIA treeitem node has an accessible name",
        fix: 'Give every item of a tree view (role="treeitem") a name, usually its visible text.',
        check:
          "Check with a screen reader that each item is announced with its name, level and state (expanded or collapsed).",
      },
    },
  },
  {
    id: "aria-valid-attr",
    tags: ["wcag2a", "wcag412"],
    act: ["5f99a7"],
    checks: ["aria-valid-attr"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-valid-attr?application=axeAPI",
    texts: {
      de: {
        help: "ARIA-Attribute müssen gültige Namen haben.",
        description: "Prüft, ob Attribute, die mit aria- beginnen, gültige ARIA-Attribute sind.",
        fix: "Korrigieren Sie falsch geschriebene ARIA-Attribute (z. B. aria-lable statt aria-label), und entfernen Sie erfundene aria-Attribute.",
        check: "Prüfen Sie, ob die beabsichtigte Information nach der Korrektur beim Screenreader ankommt.",
      },
      en: {
        help: "ARIA attributes must conform to valid names",
        description: "Ensure attributes that begin with aria- are valid ARIA attributes",
        fix: "Correct misspelt ARIA attributes (e.g. aria-lable instead of aria-label) and remove made-up aria attributes.",
        check: "Check that the intended information reaches the screen reader after the correction.",
      },
    },
  },
  {
    id: "aria-valid-attr-value",
    tags: ["wcag2a", "wcag412"],
    act: ["6a7281"],
    checks: ["aria-errormessage", "aria-level", "aria-valid-attr-value"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/aria-valid-attr-value?application=axeAPI",
    texts: {
      de: {
        help: "ARIA-Attribute müssen gültige Werte haben.",
        description: "Prüft, ob alle ARIA-Attribute gültige Werte haben.",
        fix: 'Korrigieren Sie ungültige ARIA-Werte: aria-expanded erwartet "true" oder "false", und IDs in aria-labelledby, aria-describedby oder aria-controls müssen auf vorhandene Elemente zeigen.',
        check:
          "Prüfen Sie, ob die referenzierten Elemente da sind, wenn sie gebraucht werden (manche entstehen erst per Skript), und ob der Screenreader den Wert richtig ansagt.",
      },
      en: {
        help: "ARIA attributes must conform to valid values",
        description: "Ensure all ARIA attributes have valid values",
        fix: 'Correct invalid ARIA values: aria-expanded expects "true" or "false", and IDs in aria-labelledby, aria-describedby or aria-controls must point to elements that exist.',
        check:
          "Check that the referenced elements exist when they are needed (some are only created by script) and that the screen reader announces the value correctly.",
      },
    },
  },
  {
    id: "audio-caption",
    tags: ["wcag2a", "wcag121", "deprecated"],
    act: ["2eb176", "afb423"],
    checks: ["caption"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/audio-caption?application=axeAPI",
    texts: {
      de: {
        help: "<audio>-Elemente müssen eine Untertitelspur haben.",
        description: "Prüft, ob <audio>-Elemente Untertitel haben.",
        fix: "Stellen Sie zu Audiodateien ein Transkript bereit, also den gesprochenen Text und wichtige Geräusche als Text, direkt bei der Audiodatei.",
        check: "Prüfen Sie, ob das Transkript vollständig ist und Sprechende sowie wichtige Geräusche nennt.",
      },
      en: {
        help: "<audio> elements must have a captions track",
        description: "Ensure <audio> elements have captions",
        fix: "Provide a transcript for audio files – the spoken words and important sounds as text – right next to the audio.",
        check: "Check that the transcript is complete and identifies speakers and important sounds.",
      },
    },
  },
  {
    id: "autocomplete-valid",
    tags: ["wcag21aa", "wcag135"],
    act: ["73f2c2"],
    checks: ["autocomplete-valid"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/autocomplete-valid?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Eingabefelder für persönliche Angaben lassen sich nicht automatisch ausfüllen; wer langsam oder mit Hilfsmitteln tippt, muss alles selbst eingeben.",
        help: "Das autocomplete-Attribut muss richtig verwendet werden.",
        description: "Prüft, ob das autocomplete-Attribut gültig ist und zum Formularfeld passt.",
        fix: 'Verwenden Sie im autocomplete-Attribut nur die festgelegten Werte, passend zum Feld, z. B. autocomplete="email", "given-name", "postal-code" oder "off".',
        check:
          "Prüfen Sie, ob der autocomplete-Wert zum Inhalt des Feldes passt und der Browser es richtig vorausfüllt.",
      },
      en: {
        barrier:
          "Fields for personal details cannot be filled in automatically; people who type slowly or with assistive technology have to enter everything themselves.",
        help: "autocomplete attribute must be used correctly",
        description: "Ensure the autocomplete attribute is correct and suitable for the form field",
        fix: 'Use only the defined values in the autocomplete attribute, matching the field, e.g. autocomplete="email", "given-name", "postal-code" or "off".',
        check:
          "Check that the autocomplete value matches what the field asks for and that the browser fills it in correctly.",
      },
    },
  },
  {
    id: "avoid-inline-spacing",
    tags: ["wcag21aa", "wcag1412"],
    act: ["24afc2", "9e45ec", "78fd32"],
    checks: ["important-letter-spacing", "important-line-height", "important-word-spacing"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/avoid-inline-spacing?application=axeAPI",
    texts: {
      de: {
        help: "Textabstände im style-Attribut müssen mit eigenen Stylesheets anpassbar sein.",
        description:
          "Prüft, ob Textabstände, die im style-Attribut gesetzt sind, mit eigenen Stylesheets angepasst werden können.",
        fix: "Legen Sie Zeilenhöhe, Buchstaben- und Wortabstand nicht mit !important im style-Attribut fest. Setzen Sie sie im Stylesheet, damit Nutzende sie mit eigenen Einstellungen ändern können.",
        check:
          "Erhöhen Sie die Abstände mit einem Bookmarklet für Textabstände (Zeilenhöhe 1,5, Absatzabstand 2, Buchstabenabstand 0,12, Wortabstand 0,16 der Schriftgröße) und prüfen Sie, ob Text abgeschnitten wird oder sich überlappt.",
      },
      en: {
        help: "Inline text spacing must be adjustable with custom stylesheets",
        description:
          "Ensure that text spacing set through style attributes can be adjusted with custom stylesheets",
        fix: "Do not fix line height, letter or word spacing with !important in the style attribute. Set them in the stylesheet so that users can override them with their own settings.",
        check:
          "Increase the spacing with a text-spacing bookmarklet (line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 times the font size) and check whether text is cut off or overlaps.",
      },
    },
  },
  {
    id: "blink",
    tags: ["wcag2a", "wcag222"],
    act: [],
    checks: ["is-on-screen"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/blink?application=axeAPI",
    texts: {
      de: {
        help: "<blink>-Elemente sind veraltet und dürfen nicht verwendet werden.",
        description: "Prüft, ob <blink>-Elemente verwendet werden.",
        fix: "Entfernen Sie das <blink>-Element. Soll etwas hervorgehoben werden, tun Sie das ohne Blinken, z. B. durch Fettdruck.",
        check:
          "Prüfen Sie, ob noch etwas blinkt oder sich bewegt, das länger als fünf Sekunden läuft und sich nicht anhalten lässt.",
      },
      en: {
        help: "<blink> elements are deprecated and must not be used",
        description: "Ensure <blink> elements are not used",
        fix: "Remove the <blink> element. If something needs emphasis, do it without blinking, e.g. with bold text.",
        check:
          "Check whether anything still blinks or moves for more than five seconds without a way to stop it.",
      },
    },
  },
  {
    id: "button-name",
    tags: ["wcag2a", "wcag412"],
    act: ["97a4e1", "m6b1q3"],
    checks: [
      "aria-label",
      "aria-labelledby",
      "button-has-visible-text",
      "explicit-label",
      "implicit-label",
      "non-empty-title",
      "presentational-role",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/button-name?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Schaltflächen haben keinen Namen; wer einen Screenreader nutzt, erfährt nicht, was sie tun.",
        help: "Schaltflächen müssen einen erkennbaren Text haben.",
        description: "Prüft, ob Schaltflächen einen erkennbaren Text haben.",
        fix: 'Geben Sie jeder Schaltfläche einen erkennbaren Text. Bei reinen Symbol-Schaltflächen ergänzen Sie aria-label (z. B. aria-label="Suchen") oder einen visuell versteckten Text.',
        check:
          "Prüfen Sie mit einem Screenreader, ob jede Schaltfläche mit einem Namen angesagt wird, der ihre Funktion beschreibt.",
      },
      en: {
        barrier: "Buttons have no name; screen reader users are not told what they do.",
        help: "Buttons must have discernible text",
        description: "Ensure buttons have discernible text",
        fix: 'Give every button recognisable text. For icon-only buttons add aria-label (e.g. aria-label="Search") or visually hidden text.',
        check:
          "Check with a screen reader that every button is announced with a name that describes what it does.",
      },
    },
  },
  {
    id: "bypass",
    tags: ["wcag2a", "wcag241"],
    act: ["cf77f2", "047fe0", "b40fd1", "3e12e1", "ye5d6e"],
    checks: ["header-present", "internal-link-present", "landmark"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/bypass?application=axeAPI",
    texts: {
      de: {
        help: "Die Seite muss es ermöglichen, wiederkehrende Blöcke zu überspringen.",
        description:
          "Prüft, ob jede Seite mindestens eine Möglichkeit bietet, die Navigation zu überspringen und direkt zum Inhalt zu gelangen.",
        fix: "Bieten Sie einen Weg, wiederkehrende Blöcke wie die Navigation zu überspringen: einen Link „Zum Inhalt springen“ ganz oben, Überschriften oder ein <main>-Element.",
        check:
          "Laden Sie die Seite, drücken Sie die Tab-Taste und prüfen Sie, ob ein Sprunglink erscheint und der Fokus danach im Hauptinhalt landet.",
      },
      en: {
        help: "Page must have means to bypass repeated blocks",
        description:
          "Ensure each page has at least one mechanism for a user to bypass navigation and jump straight to the content",
        fix: 'Offer a way to skip repeated blocks such as the navigation: a "Skip to content" link at the very top, headings, or a <main> element.',
        check:
          "Load the page, press Tab and check that a skip link appears and that focus then lands in the main content.",
      },
    },
  },
  {
    id: "color-contrast",
    tags: ["wcag2aa", "wcag143"],
    act: ["afw4f7", "09o5cg"],
    checks: ["color-contrast"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/color-contrast?application=axeAPI",
    texts: {
      de: {
        help: "Elemente müssen den Mindestkontrast erreichen.",
        description:
          "Prüft, ob der Kontrast zwischen Vorder- und Hintergrundfarbe die Mindestwerte von WCAG 2 (Stufe AA) erreicht.",
        fix: "Erhöhen Sie den Kontrast zwischen Text und Hintergrund auf mindestens 4,5:1, bei großem Text (ab 24 px, fett ab 18,66 px) auf 3:1 – mit dunklerem Text oder hellerem Hintergrund.",
        check:
          "Messen Sie bei Text über Bildern, Verläufen oder halbtransparenten Flächen den Kontrast an der ungünstigsten Stelle mit einem Kontrastwerkzeug (z. B. Colour Contrast Analyser): 4,5:1, bei großem Text 3:1.",
      },
      en: {
        help: "Elements must meet minimum color contrast ratio thresholds",
        description:
          "Ensure the contrast between foreground and background colors meets WCAG 2 AA minimum contrast ratio thresholds",
        fix: "Raise the contrast between text and background to at least 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold) – with darker text or a lighter background.",
        check:
          "For text over images, gradients or semi-transparent layers, measure the contrast at the weakest spot with a contrast tool (e.g. Colour Contrast Analyser): 4.5:1, or 3:1 for large text.",
      },
    },
  },
  {
    id: "color-contrast-enhanced",
    tags: ["wcag2aaa", "wcag146"],
    act: ["09o5cg"],
    checks: ["color-contrast-enhanced"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/color-contrast-enhanced?application=axeAPI",
    texts: {
      de: {
        help: "Elemente müssen den erhöhten Mindestkontrast erreichen.",
        description:
          "Prüft, ob der Kontrast zwischen Vorder- und Hintergrundfarbe die erhöhten Mindestwerte von WCAG 2 (Stufe AAA) erreicht.",
        fix: "Erhöhen Sie den Kontrast zwischen Text und Hintergrund auf mindestens 7:1, bei großem Text (ab 24 px, fett ab 18,66 px) auf 4,5:1 – mit dunklerem Text oder hellerem Hintergrund.",
        check:
          "Messen Sie bei Text über Bildern, Verläufen oder halbtransparenten Flächen den Kontrast an der ungünstigsten Stelle mit einem Kontrastwerkzeug (z. B. Colour Contrast Analyser): 7:1, bei großem Text 4,5:1.",
      },
      en: {
        help: "Elements must meet enhanced color contrast ratio thresholds",
        description:
          "Ensure the contrast between foreground and background colors meets WCAG 2 AAA enhanced contrast ratio thresholds",
        fix: "Raise the contrast between text and background to at least 7:1, or 4.5:1 for large text (24 px, or 18.66 px bold) – with darker text or a lighter background.",
        check:
          "For text over images, gradients or semi-transparent layers, measure the contrast at the weakest spot with a contrast tool (e.g. Colour Contrast Analyser): 7:1, or 4.5:1 for large text.",
      },
    },
  },
  {
    id: "css-orientation-lock",
    tags: ["wcag134", "wcag21aa", "experimental"],
    act: ["b33eff"],
    checks: ["css-orientation-lock"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/css-orientation-lock?application=axeAPI",
    texts: {
      de: {
        help: "CSS-Media-Queries dürfen die Bildschirmausrichtung nicht festlegen.",
        description:
          "Prüft, ob Inhalte auf eine bestimmte Bildschirmausrichtung festgelegt sind, statt in jeder Ausrichtung bedienbar zu sein.",
        fix: "Entfernen Sie CSS, das die Anzeige auf Hoch- oder Querformat festlegt (z. B. eine Drehung per transform in einer orientation-Media-Query). Die Seite muss in beiden Ausrichtungen funktionieren.",
        check:
          "Drehen Sie ein Smartphone oder Tablet und prüfen Sie, ob die Seite in beiden Ausrichtungen vollständig angezeigt wird und bedienbar ist.",
      },
      en: {
        help: "CSS Media queries must not lock display orientation",
        description:
          "Ensure content is not locked to any specific display orientation, and the content is operable in all display orientations",
        fix: "Remove CSS that locks the display to portrait or landscape (e.g. a rotation with transform inside an orientation media query). The page must work in both orientations.",
        check:
          "Rotate a phone or tablet and check that the page is fully displayed and usable in both orientations.",
      },
    },
  },
  {
    id: "definition-list",
    tags: ["wcag2a", "wcag131"],
    act: [],
    checks: ["only-dlitems", "structured-dlitems"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/definition-list?application=axeAPI",
    texts: {
      de: {
        help: "<dl>-Elemente dürfen direkt nur geordnete Gruppen aus <dt> und <dd> sowie <script>-, <template>- oder <div>-Elemente enthalten.",
        description: "Prüft, ob <dl>-Elemente richtig aufgebaut sind.",
        fix: "Setzen Sie in eine Definitionsliste <dl> direkt nur Paare aus <dt> (Begriff) und <dd> (Erklärung), bei Bedarf in <div> gruppiert, und keine anderen Elemente.",
        check:
          "Prüfen Sie, ob die Liste wirklich Begriffe mit Erklärungen enthält. Sonst passt eine andere Auszeichnung besser, etwa <ul>.",
      },
      en: {
        help: "<dl> elements must only directly contain properly-ordered <dt> and <dd> groups, <script>, <template> or <div> elements",
        description: "Ensure <dl> elements are structured correctly",
        fix: "Put only pairs of <dt> (term) and <dd> (description) directly inside a description list <dl>, grouped in <div> if needed, and no other elements.",
        check:
          "Check that the list really pairs terms with descriptions. If not, other markup such as <ul> fits better.",
      },
    },
  },
  {
    id: "dlitem",
    tags: ["wcag2a", "wcag131"],
    act: [],
    checks: ["dlitem"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/dlitem?application=axeAPI",
    texts: {
      de: {
        help: "<dt>- und <dd>-Elemente müssen in einem <dl>-Element stehen.",
        description: "Prüft, ob <dt>- und <dd>-Elemente in einem <dl>-Element stehen.",
        fix: "Setzen Sie <dt>- und <dd>-Elemente immer in eine Definitionsliste <dl>.",
        check:
          "Prüfen Sie, ob die Inhalte tatsächlich Begriffe mit Erklärungen sind und ein Screenreader sie als Liste ansagt.",
      },
      en: {
        help: "<dt> and <dd> elements must be contained by a <dl>",
        description: "Ensure <dt> and <dd> elements are contained by a <dl>",
        fix: "Always place <dt> and <dd> elements inside a description list <dl>.",
        check:
          "Check that the content really is terms with descriptions and that a screen reader announces it as a list.",
      },
    },
  },
  {
    id: "document-title",
    tags: ["wcag2a", "wcag242"],
    act: ["2779a5"],
    checks: ["doc-has-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/document-title?application=axeAPI",
    texts: {
      de: {
        help: "Dokumente müssen ein <title>-Element haben, das die Orientierung erleichtert.",
        description: "Prüft, ob jedes HTML-Dokument ein nicht leeres <title>-Element hat.",
        fix: "Geben Sie jeder Seite im <head> einen aussagekräftigen <title>, z. B. „Kontakt – Bäckerei Müller“: zuerst der Inhalt der Seite, dann der Name der Website.",
        check:
          "Prüfen Sie, ob der Titel im Browser-Tab Thema oder Zweck der Seite beschreibt und sich von den Titeln anderer Seiten unterscheidet.",
      },
      en: {
        help: "Documents must have <title> element to aid in navigation",
        description: "Ensure each HTML document contains a non-empty <title> element",
        fix: 'Give every page a meaningful <title> in the <head>, e.g. "Contact – Miller\'s Bakery": first what the page is about, then the site name.',
        check:
          "Check that the title in the browser tab describes the page's topic or purpose and differs from the titles of other pages.",
      },
    },
  },
  {
    id: "duplicate-id",
    tags: ["wcag2a-obsolete", "wcag411", "deprecated"],
    act: ["3ea0c8"],
    checks: ["duplicate-id"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/duplicate-id?application=axeAPI",
    texts: {
      de: {
        help: "Der Wert eines id-Attributs muss eindeutig sein.",
        description: "Prüft, ob jeder id-Wert nur einmal vorkommt.",
        fix: "Vergeben Sie jeden id-Wert nur einmal pro Seite. Doppelte IDs entstehen oft, wenn ein Baustein mehrfach eingebunden wird.",
        check:
          "Prüfen Sie, ob Sprunglinks und Skripte, die diese IDs nutzen, weiterhin das richtige Element treffen.",
      },
      en: {
        help: "id attribute value must be unique",
        description: "Ensure every id attribute value is unique",
        fix: "Use each id value only once per page. Duplicates often appear when a component is included more than once.",
        check: "Check that skip links and scripts using these IDs still reach the right element.",
      },
    },
  },
  {
    id: "duplicate-id-active",
    tags: ["wcag2a-obsolete", "wcag411", "deprecated"],
    act: ["3ea0c8"],
    checks: ["duplicate-id-active"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/duplicate-id-active?application=axeAPI",
    texts: {
      de: {
        help: "Die IDs bedienbarer Elemente müssen eindeutig sein.",
        description: "Prüft, ob die id-Werte bedienbarer Elemente nur einmal vorkommen.",
        fix: "Vergeben Sie jede id nur einmal pro Seite, vor allem bei Links, Schaltflächen und Formularfeldern.",
        check:
          "Prüfen Sie, ob Sprunglinks, Beschriftungen und Skripte, die diese IDs nutzen, das richtige Element treffen.",
      },
      en: {
        help: "IDs of active elements must be unique",
        description: "Ensure every id attribute value of active elements is unique",
        fix: "Use each id only once per page, especially on links, buttons and form fields.",
        check: "Check that skip links, labels and scripts using these IDs reach the right element.",
      },
    },
  },
  {
    id: "duplicate-id-aria",
    tags: ["wcag2a", "wcag412"],
    act: ["3ea0c8"],
    checks: ["duplicate-id-aria"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/duplicate-id-aria?application=axeAPI",
    texts: {
      de: {
        help: "IDs, auf die ARIA-Attribute oder Beschriftungen verweisen, müssen eindeutig sein.",
        description:
          "Prüft, ob id-Werte, auf die ARIA-Attribute oder Beschriftungen verweisen, nur einmal vorkommen.",
        fix: "Vergeben Sie jede id, auf die ein <label> oder ein ARIA-Attribut (aria-labelledby, aria-describedby, aria-controls) verweist, nur einmal pro Seite. Sonst erhält das falsche Element die Beschriftung.",
        check:
          "Prüfen Sie mit einem Screenreader, ob die betroffenen Felder und Bedienelemente mit der richtigen Beschriftung angesagt werden.",
      },
      en: {
        help: "IDs used in ARIA and labels must be unique",
        description: "Ensure every id attribute value used in ARIA and in labels is unique",
        fix: "Use each id that a <label> or an ARIA attribute (aria-labelledby, aria-describedby, aria-controls) points to only once per page. Otherwise the wrong element gets the label.",
        check:
          "Check with a screen reader that the affected fields and controls are announced with the right label.",
      },
    },
  },
  {
    id: "empty-heading",
    tags: [],
    act: ["ffd0e9"],
    checks: ["aria-label", "aria-labelledby", "has-visible-text", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/empty-heading?application=axeAPI",
    texts: {
      de: {
        help: "Überschriften sollten nicht leer sein.",
        description: "Prüft, ob Überschriften einen erkennbaren Text haben.",
        fix: "Geben Sie jeder Überschrift Text, oder entfernen Sie leere Überschriften, die nur für Abstand sorgen. Abstände gehören ins CSS.",
        check:
          "Prüfen Sie, ob die Überschrift Text enthält, den Screenreader vorlesen – und nicht etwa nur ein Bild ohne Alternativtext.",
      },
      en: {
        help: "Headings should not be empty",
        description: "Ensure headings have discernible text",
        fix: "Give every heading some text, or remove empty headings that only add spacing. Spacing belongs in the CSS.",
        check:
          "Check that the heading contains text that screen readers read out – not, say, just an image without alternative text.",
      },
    },
  },
  {
    id: "empty-table-header",
    tags: [],
    act: [],
    checks: ["has-visible-text", "presentational-role"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/empty-table-header?application=axeAPI",
    texts: {
      de: {
        help: "Kopfzellen von Tabellen sollten nicht leer sein.",
        description: "Prüft, ob Tabellenüberschriften einen erkennbaren Text haben.",
        fix: "Geben Sie jeder Kopfzelle (<th>) einen Text, der ihre Spalte oder Zeile beschreibt. Ist die Zelle keine Überschrift, verwenden Sie <td>.",
        check:
          "Prüfen Sie, ob die Kopfzelle für Screenreader einen verständlichen Namen hat, auch wenn sie optisch leer ist.",
      },
      en: {
        help: "Table header text should not be empty",
        description: "Ensure table headers have discernible text",
        fix: "Give every header cell (<th>) text that describes its column or row. If the cell is not a header, use <td>.",
        check:
          "Check that the header cell has an understandable name for screen readers, even if it looks empty.",
      },
    },
  },
  {
    id: "focus-order-semantics",
    tags: ["experimental"],
    act: [],
    checks: ["has-widget-role", "valid-scrollable-semantics"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/focus-order-semantics?application=axeAPI",
    texts: {
      de: {
        help: "Elemente in der Fokusreihenfolge sollten eine passende Rolle haben.",
        description: "Prüft, ob Elemente in der Fokusreihenfolge eine Rolle für bedienbare Inhalte haben.",
        fix: 'Geben Sie Elementen, die per Tab-Taste erreichbar sind, eine Rolle, die zu ihrer Bedienung passt. Verwenden Sie für Klickbares <button> oder <a href> statt <div tabindex="0">.',
        check:
          "Prüfen Sie mit einem Screenreader, ob fokussierbare Elemente als das angesagt werden, was sie tun (Schaltfläche, Link, Eingabefeld).",
      },
      en: {
        help: "Elements in the focus order should have an appropriate role",
        description: "Ensure elements in the focus order have a role appropriate for interactive content",
        fix: 'Give elements that can be reached with the Tab key a role that matches how they are used. Use <button> or <a href> for clickable things instead of <div tabindex="0">.',
        check:
          "Check with a screen reader that focusable elements are announced as what they do (button, link, input field).",
      },
    },
  },
  {
    id: "form-field-multiple-labels",
    tags: ["wcag2a", "wcag332"],
    act: [],
    checks: ["multiple-label"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/form-field-multiple-labels?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Eingabefelder haben mehrere Beschriftungen; Screenreader lesen sie unvollständig oder widersprüchlich vor.",
        help: "Ein Formularfeld darf nicht mehrere <label>-Elemente haben.",
        description: "Prüft, ob ein Formularfeld mehrere <label>-Elemente hat.",
        fix: "Verknüpfen Sie jedes Formularfeld mit nur einem <label>. Zusätzliche Hinweise verbinden Sie über aria-describedby.",
        check:
          "Prüfen Sie mit verschiedenen Screenreadern, ob die vollständige Beschriftung angesagt wird. Manche lesen nur das erste Label vor.",
      },
      en: {
        barrier:
          "Input fields have several labels; screen readers read them incompletely or contradictorily.",
        help: "Form field must not have multiple label elements",
        description: "Ensure form field does not have multiple label elements",
        fix: "Associate each form field with only one <label>. Connect additional hints with aria-describedby.",
        check:
          "Check with several screen readers that the full label is announced. Some read only the first label.",
      },
    },
  },
  {
    id: "frame-focusable-content",
    tags: ["wcag2a", "wcag211"],
    act: ["akn7bn"],
    checks: ["frame-focusable-content"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/frame-focusable-content?application=axeAPI",
    texts: {
      de: {
        help: 'Frames mit fokussierbarem Inhalt dürfen kein tabindex="-1" tragen.',
        description:
          'Prüft, ob <frame>- und <iframe>-Elemente mit fokussierbarem Inhalt tabindex="-1" tragen.',
        fix: 'Entfernen Sie tabindex="-1" von <iframe>-Elementen, deren Inhalt Links, Schaltflächen oder Felder enthält. Sonst sind diese per Tastatur nicht erreichbar.',
        check:
          "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob Sie alle Bedienelemente im eingebetteten Inhalt erreichen.",
      },
      en: {
        help: "Frames with focusable content must not have tabindex=-1",
        description: "Ensure <frame> and <iframe> elements with focusable content do not have tabindex=-1",
        fix: 'Remove tabindex="-1" from <iframe> elements whose content has links, buttons or fields. Otherwise these cannot be reached by keyboard.',
        check: "Tab through the page and check that you can reach every control inside the embedded content.",
      },
    },
  },
  {
    id: "frame-tested",
    tags: [],
    act: [],
    checks: ["frame-tested"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/frame-tested?application=axeAPI",
    texts: {
      de: {
        help: "Der Inhalt von Frames sollte mitgeprüft werden.",
        description: "Prüft, ob der Inhalt von <iframe>- und <frame>-Elementen mitgeprüft werden konnte.",
        fix: "Dieser eingebettete Rahmen (iframe) konnte nicht automatisch geprüft werden, meist weil sein Inhalt von einer anderen Website stammt, etwa ein Video oder eine Karte. Prüfen Sie ihn gesondert.",
        check:
          "Prüfen Sie den Inhalt des Rahmens von Hand, oder scannen Sie die eingebettete Seite direkt. Stammt er von einem Anbieter, fragen Sie dort nach der Barrierefreiheit.",
      },
      en: {
        help: "Frames should be tested with axe-core",
        description: "Ensure <iframe> and <frame> elements contain the axe-core script",
        fix: "This embedded frame (iframe) could not be tested automatically, usually because its content comes from another website, such as a video or a map. Check it separately.",
        check:
          "Check the frame's content by hand, or scan the embedded page directly. If a third party provides it, ask them about its accessibility.",
      },
    },
  },
  {
    id: "frame-title",
    tags: ["wcag2a", "wcag412"],
    act: ["cae760"],
    checks: ["aria-label", "aria-labelledby", "non-empty-title", "presentational-role"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/frame-title?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Eingebettete Inhalte (Frames) haben keinen Titel; wer einen Screenreader nutzt, erfährt nicht, was sie enthalten.",
        help: "Frames müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob <iframe>- und <frame>-Elemente einen zugänglichen Namen haben.",
        fix: 'Geben Sie jedem <iframe> ein title-Attribut, das seinen Inhalt beschreibt, z. B. title="Anfahrtskarte".',
        check:
          "Prüfen Sie, ob der Titel den Inhalt des Rahmens so beschreibt, dass man entscheiden kann, ob man hineinspringen möchte.",
      },
      en: {
        barrier: "Embedded content (frames) has no title; screen reader users are not told what it contains.",
        help: "Frames must have an accessible name",
        description: "Ensure <iframe> and <frame> elements have an accessible name",
        fix: 'Give every <iframe> a title attribute describing its content, e.g. title="Map and directions".',
        check:
          "Check that the title describes the frame's content well enough to decide whether to enter it.",
      },
    },
  },
  {
    id: "frame-title-unique",
    tags: ["wcag2a", "wcag412"],
    act: ["4b1c6c"],
    checks: ["unique-frame-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/frame-title-unique?application=axeAPI",
    texts: {
      de: {
        help: "Frames müssen ein eindeutiges title-Attribut haben.",
        description:
          "Prüft, ob jedes <iframe>- und <frame>-Element ein eigenes, nicht wiederholtes title-Attribut hat.",
        fix: 'Geben Sie jedem <iframe> einen eigenen title, der seinen Inhalt beschreibt, z. B. title="Anfahrtskarte" und title="Video: Unser Team".',
        check:
          "Prüfen Sie, ob Rahmen mit gleichem Titel tatsächlich denselben Inhalt zeigen. Sonst müssen sich die Titel unterscheiden.",
      },
      en: {
        help: "Frames must have a unique title attribute",
        description: "Ensure <iframe> and <frame> elements contain a unique title attribute",
        fix: 'Give every <iframe> its own title describing its content, e.g. title="Map and directions" and title="Video: meet the team".',
        check:
          "Check whether frames with the same title really show the same content. If not, their titles must differ.",
      },
    },
  },
  {
    id: "heading-order",
    tags: [],
    act: [],
    checks: ["heading-order"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/heading-order?application=axeAPI",
    texts: {
      de: {
        help: "Überschriftenebenen sollten nur um jeweils eine Stufe steigen.",
        description: "Prüft, ob die Überschriften in einer sinnvollen Reihenfolge stehen.",
        fix: "Ordnen Sie Überschriften ohne Sprünge: Auf <h2> folgt <h3>, nicht gleich <h4>. Wählen Sie die Ebene nach der Gliederung, nicht nach der gewünschten Schriftgröße.",
        check:
          "Sehen Sie sich die Liste der Überschriften an (mit einem Screenreader oder einer Browser-Erweiterung) und prüfen Sie, ob sie die Gliederung der Seite richtig wiedergibt.",
      },
      en: {
        help: "Heading levels should only increase by one",
        description: "Ensure the order of headings is semantically correct",
        fix: "Use heading levels without gaps: <h2> is followed by <h3>, not straight by <h4>. Pick the level by the outline, not by the font size you want.",
        check:
          "Look at the list of headings (with a screen reader or a browser extension) and check that it reflects the page's structure.",
      },
    },
  },
  {
    id: "hidden-content",
    tags: ["experimental"],
    act: [],
    checks: ["hidden-content"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/hidden-content?application=axeAPI",
    texts: {
      de: {
        help: "Verborgene Inhalte der Seite sollten geprüft werden.",
        description: "Weist auf verborgene Inhalte hin.",
        fix: "Die Seite enthält versteckte Inhalte, die nicht automatisch geprüft wurden. Blenden Sie sie ein (Menüs, Aufklappbereiche, Dialoge) und prüfen Sie sie dann.",
        check:
          "Öffnen Sie Menüs, Aufklappbereiche, Registerkarten und Dialoge und prüfen Sie deren Inhalte auf Alternativtexte, Beschriftungen und Kontraste.",
      },
      en: {
        help: "Hidden content on the page should be analyzed",
        description: "Inform users about hidden content.",
        fix: "The page has hidden content that was not tested automatically. Reveal it (menus, accordions, dialogs) and check it then.",
        check:
          "Open menus, accordions, tabs and dialogs and check their content for alternative text, labels and contrast.",
      },
    },
  },
  {
    id: "html-has-lang",
    tags: ["wcag2a", "wcag311"],
    act: ["b5c3f8"],
    checks: ["has-lang"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/html-has-lang?application=axeAPI",
    texts: {
      de: {
        help: "Das <html>-Element muss ein lang-Attribut haben.",
        description: "Prüft, ob jedes HTML-Dokument ein lang-Attribut hat.",
        fix: 'Geben Sie die Sprache der Seite im <html>-Element an, z. B. <html lang="de">. Dann lesen Screenreader den Text mit der richtigen Aussprache vor.',
        check: "Prüfen Sie, ob der lang-Wert der tatsächlichen Hauptsprache der Seite entspricht.",
      },
      en: {
        help: "<html> element must have a lang attribute",
        description: "Ensure every HTML document has a lang attribute",
        fix: 'State the page language on the <html> element, e.g. <html lang="en">. Screen readers then read the text with the right pronunciation.',
        check: "Check that the lang value matches the page's actual main language.",
      },
    },
  },
  {
    id: "html-lang-valid",
    tags: ["wcag2a", "wcag311"],
    act: ["bf051a"],
    checks: ["valid-lang"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/html-lang-valid?application=axeAPI",
    texts: {
      de: {
        help: "Das lang-Attribut des <html>-Elements muss einen gültigen Wert haben.",
        description: "Prüft, ob das lang-Attribut des <html>-Elements einen gültigen Wert hat.",
        fix: 'Ändern Sie den lang-Wert im <html>-Element auf einen gültigen Sprachcode, z. B. "de", "de-DE" oder "en".',
        check: "Prüfen Sie, ob der Sprachcode der Hauptsprache der Seite entspricht.",
      },
      en: {
        help: "<html> element must have a valid value for the lang attribute",
        description: "Ensure the lang attribute of the <html> element has a valid value",
        fix: 'Change the lang value on the <html> element to a valid language code, e.g. "en", "en-GB" or "de".',
        check: "Check that the language code matches the page's main language.",
      },
    },
  },
  {
    id: "html-xml-lang-mismatch",
    tags: ["wcag2a", "wcag311"],
    act: ["5b7ae0"],
    checks: ["xml-lang-mismatch"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/html-xml-lang-mismatch?application=axeAPI",
    texts: {
      de: {
        help: "HTML-Elemente mit lang und xml:lang müssen dieselbe Grundsprache angeben.",
        description:
          "Prüft, ob HTML-Elemente mit gültigem lang- und xml:lang-Attribut dieselbe Grundsprache der Seite angeben.",
        fix: "Setzen Sie lang und xml:lang im <html>-Element auf dieselbe Sprache, oder entfernen Sie xml:lang, das normale HTML-Seiten nicht brauchen.",
        check: "Prüfen Sie, ob beide Angaben die tatsächliche Hauptsprache der Seite nennen.",
      },
      en: {
        help: "HTML elements with lang and xml:lang must have the same base language",
        description:
          "Ensure that HTML elements with both valid lang and xml:lang attributes agree on the base language of the page",
        fix: "Set lang and xml:lang on the <html> element to the same language, or remove xml:lang, which ordinary HTML pages do not need.",
        check: "Check that both name the page's actual main language.",
      },
    },
  },
  {
    id: "identical-links-same-purpose",
    tags: ["wcag2aaa", "wcag249"],
    act: ["b20e66"],
    checks: ["identical-links-same-purpose"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/identical-links-same-purpose?application=axeAPI",
    texts: {
      de: {
        help: "Links mit demselben Namen müssen einem ähnlichen Zweck dienen.",
        description: "Prüft, ob Links mit demselben zugänglichen Namen einem ähnlichen Zweck dienen.",
        fix: "Links mit gleichem Text sollten zum gleichen Ziel führen. Führen sie zu verschiedenen Zielen, machen Sie die Texte eindeutig, z. B. „Preise Basic“ statt zweimal „Mehr“.",
        check:
          "Prüfen Sie, ob gleichlautende Links tatsächlich denselben Zweck haben, auch wenn sich ihre Adressen leicht unterscheiden.",
      },
      en: {
        help: "Links with the same name must have a similar purpose",
        description: "Ensure that links with the same accessible name serve a similar purpose",
        fix: 'Links with the same text should lead to the same place. If they lead to different places, make the texts distinct, e.g. "Basic plan pricing" instead of "More" twice.',
        check:
          "Check that links with the same text really serve the same purpose, even if their addresses differ slightly.",
      },
    },
  },
  {
    id: "image-alt",
    tags: ["wcag2a", "wcag111"],
    act: ["23a2a8"],
    checks: [
      "alt-space-value",
      "aria-label",
      "aria-labelledby",
      "has-alt",
      "non-empty-title",
      "presentational-role",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-alt?application=axeAPI",
    texts: {
      de: {
        help: "Bilder müssen einen Alternativtext haben.",
        description:
          'Prüft, ob <img>-Elemente einen Alternativtext oder die Rolle "none" bzw. "presentation" haben.',
        fix: 'Geben Sie jedem Bild ein alt-Attribut: bei informativen Bildern einen kurzen Text mit derselben Information, bei rein dekorativen Bildern alt="".',
        check:
          "Prüfen Sie, ob der Alternativtext Information oder Funktion des Bildes vermittelt und nicht bloß den Dateinamen oder „Bild“ enthält.",
      },
      en: {
        help: "Images must have alternative text",
        description: "Ensure <img> elements have alternative text or a role of none or presentation",
        fix: 'Give every image an alt attribute: a short text carrying the same information for informative images, alt="" for purely decorative ones.',
        check:
          'Check that the alternative text conveys the image\'s information or function and is not just the file name or "image".',
      },
    },
  },
  {
    id: "image-redundant-alt",
    tags: [],
    act: [],
    checks: ["duplicate-img-label"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/image-redundant-alt?application=axeAPI",
    texts: {
      de: {
        help: "Der Alternativtext eines Bildes sollte nicht als Text wiederholt werden.",
        description: "Prüft, ob der Alternativtext eines Bildes daneben noch einmal als Text steht.",
        fix: 'Wiederholen Sie im Alternativtext nicht den Text, der direkt daneben steht. Ist das Bild nur Beiwerk zu diesem Text, setzen Sie alt="".',
        check: "Prüfen Sie mit einem Screenreader, ob derselbe Text doppelt vorgelesen wird.",
      },
      en: {
        help: "Alternative text of images should not be repeated as text",
        description: "Ensure image alternative is not repeated as text",
        fix: 'Do not repeat the text right next to the image in its alternative text. If the image merely accompanies that text, use alt="".',
        check: "Check with a screen reader whether the same text is read out twice.",
      },
    },
  },
  {
    id: "input-button-name",
    tags: ["wcag2a", "wcag412"],
    act: ["97a4e1"],
    checks: [
      "aria-label",
      "aria-labelledby",
      "explicit-label",
      "implicit-label",
      "non-empty-if-present",
      "non-empty-title",
      "non-empty-value",
      "presentational-role",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/input-button-name?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Schaltflächen haben keinen Namen; wer einen Screenreader nutzt, erfährt nicht, was sie tun.",
        help: "Schaltflächen aus <input>-Elementen müssen einen erkennbaren Text haben.",
        description: "Prüft, ob Schaltflächen aus <input>-Elementen einen erkennbaren Text haben.",
        fix: 'Geben Sie Schaltflächen aus <input type="button">, "submit" oder "reset" einen Text im value-Attribut, z. B. value="Absenden".',
        check: "Prüfen Sie, ob der Text der Schaltfläche ihre Funktion beschreibt.",
      },
      en: {
        barrier: "Buttons have no name; screen reader users are not told what they do.",
        help: "Input buttons must have discernible text",
        description: "Ensure input buttons have discernible text",
        fix: 'Give buttons made with <input type="button">, "submit" or "reset" text in the value attribute, e.g. value="Send".',
        check: "Check that the button text describes what the button does.",
      },
    },
  },
  {
    id: "input-image-alt",
    tags: ["wcag2a", "wcag111", "wcag412"],
    act: ["59796f"],
    checks: [
      "aria-label",
      "aria-labelledby",
      "explicit-label",
      "implicit-label",
      "non-empty-alt",
      "non-empty-title",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/input-image-alt?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Schaltflächen aus Bildern haben keinen Text; wer einen Screenreader nutzt, erfährt nicht, was sie tun.",
        help: "Grafische Schaltflächen müssen einen Alternativtext haben.",
        description: 'Prüft, ob <input type="image">-Elemente einen Alternativtext haben.',
        fix: 'Geben Sie grafischen Schaltflächen (<input type="image">) ein alt-Attribut, das die Aktion nennt, z. B. alt="Suchen".',
        check:
          "Prüfen Sie, ob der Alternativtext die Aktion der Schaltfläche beschreibt und nicht das Aussehen der Grafik.",
      },
      en: {
        barrier: "Buttons made of images have no text; screen reader users are not told what they do.",
        help: "Image buttons must have alternative text",
        description: 'Ensure <input type="image"> elements have alternative text',
        fix: 'Give image buttons (<input type="image">) an alt attribute naming the action, e.g. alt="Search".',
        check:
          "Check that the alternative text describes the button's action, not what the image looks like.",
      },
    },
  },
  {
    id: "label",
    tags: ["wcag2a", "wcag412"],
    act: ["e086e5"],
    checks: [
      "aria-label",
      "aria-labelledby",
      "explicit-label",
      "hidden-explicit-label",
      "implicit-label",
      "non-empty-placeholder",
      "non-empty-title",
      "presentational-role",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/label?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Eingabefelder sind nicht beschriftet; wer einen Screenreader nutzt, erfährt nicht, was einzugeben ist.",
        help: "Formularelemente müssen eine Beschriftung haben.",
        description: "Prüft, ob jedes Formularelement eine Beschriftung hat.",
        fix: 'Verknüpfen Sie jedes Formularfeld mit einer Beschriftung: <label for="email">E-Mail</label> zu <input id="email">, oder umschließen Sie das Feld mit dem <label>. Ein Platzhaltertext allein reicht nicht.',
        check:
          "Klicken Sie auf die Beschriftung: Landet der Cursor im Feld? Prüfen Sie außerdem mit einem Screenreader, ob jedes Feld mit seiner Beschriftung angesagt wird.",
      },
      en: {
        barrier: "Input fields have no label; screen reader users are not told what to enter.",
        help: "Form elements must have labels",
        description: "Ensure every form element has a label",
        fix: 'Associate every form field with a label: <label for="email">Email</label> with <input id="email">, or wrap the field in the <label>. A placeholder alone is not enough.',
        check:
          "Click the label: does the cursor land in the field? Also check with a screen reader that every field is announced with its label.",
      },
    },
  },
  {
    id: "label-content-name-mismatch",
    tags: ["wcag21a", "wcag253"],
    act: ["2ee8b8"],
    checks: ["label-content-name-mismatch"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/label-content-name-mismatch?application=axeAPI",
    texts: {
      de: {
        help: "Der sichtbare Text eines Elements muss Teil seines zugänglichen Namens sein.",
        description:
          "Prüft, ob Elemente, die ihren Namen aus ihrem Inhalt erhalten, ihren sichtbaren Text auch im zugänglichen Namen tragen.",
        fix: "Sorgen Sie dafür, dass der per aria-label oder aria-labelledby vergebene Name den sichtbaren Text enthält, am besten am Anfang. Steht „Senden“ auf der Schaltfläche, darf sie nicht „Formular abschicken“ heißen.",
        check:
          "Prüfen Sie, ob sich das Element per Sprachsteuerung mit seinem sichtbaren Text aufrufen lässt, z. B. mit „Klicke Senden“.",
      },
      en: {
        help: "Elements must have their visible text as part of their accessible name",
        description:
          "Ensure that elements labelled through their content must have their visible text as part of their accessible name",
        fix: 'Make sure a name set with aria-label or aria-labelledby contains the visible text, ideally at the start. A button showing "Send" must not be named "Submit form".',
        check: 'Check that voice control can activate the element by its visible text, e.g. "Click Send".',
      },
    },
  },
  {
    id: "label-title-only",
    tags: [],
    act: [],
    checks: ["title-only"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/label-title-only?application=axeAPI",
    texts: {
      de: {
        help: "Formularelemente sollten eine sichtbare Beschriftung haben.",
        description:
          "Prüft, ob jedes Formularelement eine sichtbare Beschriftung hat und nicht nur eine verborgene, ein title- oder ein aria-describedby-Attribut.",
        fix: "Geben Sie Formularfeldern eine sichtbare Beschriftung mit <label>. Ein title-Attribut oder Platzhaltertext reicht nicht: Das eine erscheint nur mit der Maus, das andere verschwindet bei der Eingabe.",
        check:
          "Prüfen Sie, ob jedes Feld eine sichtbare Beschriftung hat, die auch während der Eingabe stehen bleibt.",
      },
      en: {
        help: "Form elements should have a visible label",
        description:
          "Ensure that every form element has a visible label and is not solely labeled using hidden labels, or the title or aria-describedby attributes",
        fix: "Give form fields a visible label with <label>. A title attribute or placeholder is not enough: one only appears on mouse hover, the other disappears as you type.",
        check: "Check that every field has a visible label that stays in place while you type.",
      },
    },
  },
  {
    id: "landmark-banner-is-top-level",
    tags: [],
    act: [],
    checks: ["landmark-is-top-level"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/landmark-banner-is-top-level?application=axeAPI",
    texts: {
      de: {
        help: "Der Landmark-Bereich banner sollte nicht in einem anderen Landmark-Bereich stehen.",
        description: "Prüft, ob der Landmark-Bereich banner auf oberster Ebene steht.",
        fix: 'Setzen Sie den Kopfbereich der Seite (<header> bzw. role="banner") nicht in andere Seitenbereiche wie <main>, <nav> oder <aside>.',
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob der Kopfbereich als eigener Bereich auf oberster Ebene erscheint.",
      },
      en: {
        help: "Banner landmark should not be contained in another landmark",
        description: "Ensure the banner landmark is at top level",
        fix: 'Do not place the page header (<header> or role="banner") inside other page regions such as <main>, <nav> or <aside>.',
        check:
          "Check in a screen reader's list of page regions (landmarks) that the header appears as a top-level region of its own.",
      },
    },
  },
  {
    id: "landmark-complementary-is-top-level",
    tags: ["deprecated"],
    act: [],
    checks: ["landmark-is-top-level"],
    helpUrl:
      "https://dequeuniversity.com/rules/axe/4.14/landmark-complementary-is-top-level?application=axeAPI",
    texts: {
      de: {
        help: "Ein <aside>-Bereich sollte nicht in einem anderen Landmark-Bereich stehen.",
        description: "Prüft, ob der Landmark-Bereich complementary bzw. <aside> auf oberster Ebene steht.",
        fix: 'Setzen Sie ergänzende Bereiche (<aside> bzw. role="complementary") auf die oberste Ebene, nicht in andere Seitenbereiche.',
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob der ergänzende Bereich gut auffindbar ist.",
      },
      en: {
        help: "Aside should not be contained in another landmark",
        description: "Ensure the complementary landmark or aside is at top level",
        fix: 'Place complementary regions (<aside> or role="complementary") at the top level, not inside other page regions.',
        check:
          "Check in a screen reader's list of page regions (landmarks) that the complementary region is easy to find.",
      },
    },
  },
  {
    id: "landmark-contentinfo-is-top-level",
    tags: [],
    act: [],
    checks: ["landmark-is-top-level"],
    helpUrl:
      "https://dequeuniversity.com/rules/axe/4.14/landmark-contentinfo-is-top-level?application=axeAPI",
    texts: {
      de: {
        help: "Der Landmark-Bereich contentinfo sollte nicht in einem anderen Landmark-Bereich stehen.",
        description: "Prüft, ob der Landmark-Bereich contentinfo auf oberster Ebene steht.",
        fix: 'Setzen Sie den Fußbereich der Seite (<footer> bzw. role="contentinfo") auf die oberste Ebene, nicht in andere Seitenbereiche.',
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob der Fußbereich als eigener Bereich erscheint.",
      },
      en: {
        help: "Contentinfo landmark should not be contained in another landmark",
        description: "Ensure the contentinfo landmark is at top level",
        fix: 'Place the page footer (<footer> or role="contentinfo") at the top level, not inside other page regions.',
        check:
          "Check in a screen reader's list of page regions (landmarks) that the footer appears as a region of its own.",
      },
    },
  },
  {
    id: "landmark-main-is-top-level",
    tags: [],
    act: [],
    checks: ["landmark-is-top-level"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/landmark-main-is-top-level?application=axeAPI",
    texts: {
      de: {
        help: "Der Landmark-Bereich main sollte nicht in einem anderen Landmark-Bereich stehen.",
        description: "Prüft, ob der Landmark-Bereich main auf oberster Ebene steht.",
        fix: "Setzen Sie den Hauptinhalt (<main>) nicht in andere Seitenbereiche wie <header>, <nav> oder <aside>.",
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob sich der Hauptinhalt direkt anspringen lässt.",
      },
      en: {
        help: "Main landmark should not be contained in another landmark",
        description: "Ensure the main landmark is at top level",
        fix: "Do not place the main content (<main>) inside other page regions such as <header>, <nav> or <aside>.",
        check:
          "Check in a screen reader's list of page regions (landmarks) that you can jump straight to the main content.",
      },
    },
  },
  {
    id: "landmark-no-duplicate-banner",
    tags: [],
    act: [],
    checks: ["page-no-duplicate-banner"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/landmark-no-duplicate-banner?application=axeAPI",
    texts: {
      de: {
        help: "Ein Dokument sollte höchstens einen Landmark-Bereich banner haben.",
        description: "Prüft, ob das Dokument höchstens einen Landmark-Bereich banner hat.",
        fix: 'Verwenden Sie nur einen Kopfbereich der Seite (<header> direkt im <body> bzw. role="banner"). Weitere <header> gehören in <article> oder <section>.',
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob genau ein Kopfbereich erscheint.",
      },
      en: {
        help: "Document should not have more than one banner landmark",
        description: "Ensure the document has at most one banner landmark",
        fix: 'Use only one page header (<header> directly inside <body>, or role="banner"). Further <header> elements belong inside <article> or <section>.',
        check: "Check in a screen reader's list of page regions (landmarks) that exactly one header appears.",
      },
    },
  },
  {
    id: "landmark-no-duplicate-contentinfo",
    tags: [],
    act: [],
    checks: ["page-no-duplicate-contentinfo"],
    helpUrl:
      "https://dequeuniversity.com/rules/axe/4.14/landmark-no-duplicate-contentinfo?application=axeAPI",
    texts: {
      de: {
        help: "Ein Dokument sollte höchstens einen Landmark-Bereich contentinfo haben.",
        description: "Prüft, ob das Dokument höchstens einen Landmark-Bereich contentinfo hat.",
        fix: 'Verwenden Sie nur einen Fußbereich der Seite (<footer> direkt im <body> bzw. role="contentinfo"). Weitere <footer> gehören in <article> oder <section>.',
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob genau ein Fußbereich erscheint.",
      },
      en: {
        help: "Document should not have more than one contentinfo landmark",
        description: "Ensure the document has at most one contentinfo landmark",
        fix: 'Use only one page footer (<footer> directly inside <body>, or role="contentinfo"). Further <footer> elements belong inside <article> or <section>.',
        check: "Check in a screen reader's list of page regions (landmarks) that exactly one footer appears.",
      },
    },
  },
  {
    id: "landmark-no-duplicate-main",
    tags: [],
    act: [],
    checks: ["page-no-duplicate-main"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/landmark-no-duplicate-main?application=axeAPI",
    texts: {
      de: {
        help: "Ein Dokument sollte höchstens einen Landmark-Bereich main haben.",
        description: "Prüft, ob das Dokument höchstens einen Landmark-Bereich main hat.",
        fix: 'Verwenden Sie nur ein sichtbares <main>-Element (bzw. role="main") pro Seite.',
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob genau ein Hauptbereich erscheint.",
      },
      en: {
        help: "Document should not have more than one main landmark",
        description: "Ensure the document has at most one main landmark",
        fix: 'Use only one visible <main> element (or role="main") per page.',
        check:
          "Check in a screen reader's list of page regions (landmarks) that exactly one main region appears.",
      },
    },
  },
  {
    id: "landmark-one-main",
    tags: [],
    act: [],
    checks: ["page-has-main"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/landmark-one-main?application=axeAPI",
    texts: {
      de: {
        help: "Ein Dokument sollte genau einen Landmark-Bereich main haben.",
        description: "Prüft, ob das Dokument einen Landmark-Bereich main hat.",
        fix: "Umschließen Sie den Hauptinhalt der Seite mit einem <main>-Element. Dann können Screenreader-Nutzende direkt dorthin springen.",
        check:
          "Prüfen Sie, ob <main> den gesamten Hauptinhalt umfasst und Navigation, Kopf- und Fußbereich außen vor lässt.",
      },
      en: {
        help: "Document should have one main landmark",
        description: "Ensure the document has a main landmark",
        fix: "Wrap the page's main content in a <main> element, so that screen reader users can jump straight to it.",
        check:
          "Check that <main> covers all of the main content and leaves out the navigation, header and footer.",
      },
    },
  },
  {
    id: "landmark-unique",
    tags: [],
    act: [],
    checks: ["landmark-is-unique"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/landmark-unique?application=axeAPI",
    texts: {
      de: {
        help: "Landmark-Bereiche sollten sich durch ihre Rolle oder, bei gleicher Rolle, durch ihren zugänglichen Namen unterscheiden.",
        description: "Prüft, ob sich Landmark-Bereiche voneinander unterscheiden lassen.",
        fix: 'Geben Sie gleichartigen Seitenbereichen unterschiedliche Namen, z. B. zwei <nav>-Elementen aria-label="Hauptmenü" und aria-label="Fußzeilenmenü".',
        check:
          "Prüfen Sie in der Liste der Seitenbereiche (Landmarken) eines Screenreaders, ob sich alle Bereiche am Namen unterscheiden lassen.",
      },
      en: {
        help: "Landmarks should have a unique role or role/label/title (i.e. accessible name) combination",
        description: "Ensure landmarks are unique",
        fix: 'Give page regions of the same kind different names, e.g. two <nav> elements with aria-label="Main menu" and aria-label="Footer menu".',
        check:
          "Check in a screen reader's list of page regions (landmarks) that every region can be told apart by its name.",
      },
    },
  },
  {
    id: "link-in-text-block",
    tags: ["wcag2a", "wcag141"],
    act: [],
    checks: ["link-in-text-block", "link-in-text-block-style"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/link-in-text-block?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Links im Fließtext sind nur an ihrer Farbe zu erkennen; wer Farben schlecht unterscheidet, übersieht sie.",
        help: "Links müssen auch ohne Farbe vom umgebenden Text zu unterscheiden sein.",
        description:
          "Prüft, ob sich Links im Fließtext nicht nur durch ihre Farbe vom umgebenden Text abheben.",
        fix: "Machen Sie Links im Fließtext nicht nur durch Farbe erkennbar: Unterstreichen Sie sie, oder sorgen Sie für 3:1 Kontrast zum umgebenden Text und eine zusätzliche Hervorhebung bei Fokus und Mauszeiger.",
        check:
          "Prüfen Sie, ob Links im Text auch ohne Farbwahrnehmung erkennbar sind (z. B. in Graustufen) und ob ihr Kontrast zum umgebenden Text mindestens 3:1 beträgt.",
      },
      en: {
        barrier:
          "Links in running text can only be told apart by their colour; people who do not distinguish colours well miss them.",
        help: "Links must be distinguishable without relying on color",
        description:
          "Ensure links are distinguished from surrounding text in a way that does not rely on color",
        fix: "Do not rely on colour alone to mark links in running text: underline them, or give them 3:1 contrast with the surrounding text plus an extra highlight on focus and hover.",
        check:
          "Check that links in text are recognisable without colour vision (e.g. in greyscale) and have at least 3:1 contrast with the surrounding text.",
      },
    },
  },
  {
    id: "link-name",
    tags: ["wcag2a", "wcag244", "wcag412"],
    act: ["c487ae"],
    checks: ["aria-label", "aria-labelledby", "focusable-no-name", "has-visible-text", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/link-name?application=axeAPI",
    texts: {
      de: {
        barrier: "Links haben keinen Text; wer einen Screenreader nutzt, erfährt nicht, wohin sie führen.",
        help: "Links müssen einen erkennbaren Text haben.",
        description: "Prüft, ob Links einen erkennbaren Text haben.",
        fix: "Geben Sie jedem Link einen erkennbaren Text. Besteht ein Link nur aus einem Bild oder Symbol, nennt dessen Alternativtext bzw. aria-label das Ziel, z. B. „Startseite“.",
        check:
          "Prüfen Sie mit einem Screenreader, ob jeder Link mit einem Text angesagt wird, der sein Ziel erkennen lässt.",
      },
      en: {
        barrier: "Links have no text; screen reader users are not told where they lead.",
        help: "Links must have discernible text",
        description: "Ensure links have discernible text",
        fix: 'Give every link recognisable text. If a link consists only of an image or icon, its alternative text or aria-label names the target, e.g. "Home".',
        check:
          "Check with a screen reader that every link is announced with text that makes its target clear.",
      },
    },
  },
  {
    id: "list",
    tags: ["wcag2a", "wcag131"],
    act: [],
    checks: ["only-listitems"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/list?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Listen sind nicht als Listen ausgezeichnet; wer einen Screenreader nutzt, erfährt nicht, wie viele Einträge sie haben.",
        help: "<ul>- und <ol>-Elemente dürfen direkt nur <li>-, <script>- oder <template>-Elemente enthalten.",
        description: "Prüft, ob Listen richtig aufgebaut sind.",
        fix: "Setzen Sie in <ul> und <ol> direkt nur <li>-Elemente (sowie <script> oder <template>). Alles andere gehört in ein <li>.",
        check:
          "Prüfen Sie mit einem Screenreader, ob die Liste mit der richtigen Anzahl von Einträgen angesagt wird.",
      },
      en: {
        barrier:
          "Lists are not marked up as lists; screen reader users are not told how many items they have.",
        help: "<ul> and <ol> must only directly contain <li>, <script> or <template> elements",
        description: "Ensure that lists are structured correctly",
        fix: "Put only <li> elements (and <script> or <template>) directly inside <ul> and <ol>. Everything else belongs inside an <li>.",
        check: "Check with a screen reader that the list is announced with the right number of items.",
      },
    },
  },
  {
    id: "listitem",
    tags: ["wcag2a", "wcag131"],
    act: [],
    checks: ["listitem"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/listitem?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Listen sind nicht als Listen ausgezeichnet; wer einen Screenreader nutzt, erfährt nicht, wie viele Einträge sie haben.",
        help: "<li>-Elemente müssen in einem <ul>- oder <ol>-Element stehen.",
        description: "Prüft, ob <li>-Elemente ihrer Bedeutung gemäß verwendet werden.",
        fix: "Setzen Sie <li>-Elemente immer in eine Liste (<ul> oder <ol>).",
        check: "Prüfen Sie, ob die Einträge als Liste angesagt werden und die Anzahl stimmt.",
      },
      en: {
        barrier:
          "Lists are not marked up as lists; screen reader users are not told how many items they have.",
        help: "<li> elements must be contained in a <ul> or <ol>",
        description: "Ensure <li> elements are used semantically",
        fix: "Always place <li> elements inside a list (<ul> or <ol>).",
        check: "Check that the items are announced as a list and the count is right.",
      },
    },
  },
  {
    id: "marquee",
    tags: ["wcag2a", "wcag222"],
    act: [],
    checks: ["is-on-screen"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/marquee?application=axeAPI",
    texts: {
      de: {
        help: "<marquee>-Elemente sind veraltet und dürfen nicht verwendet werden.",
        description: "Prüft, ob <marquee>-Elemente verwendet werden.",
        fix: "Entfernen Sie das <marquee>-Element (Laufschrift). Zeigen Sie den Text ruhig an, oder bieten Sie eine Möglichkeit, die Bewegung anzuhalten.",
        check:
          "Prüfen Sie, ob sich bewegende Inhalte, die länger als fünf Sekunden laufen, angehalten oder ausgeblendet werden können.",
      },
      en: {
        help: "<marquee> elements are deprecated and must not be used",
        description: "Ensure <marquee> elements are not used",
        fix: "Remove the <marquee> element (scrolling text). Show the text still, or offer a way to pause the movement.",
        check: "Check that moving content that runs for more than five seconds can be paused or hidden.",
      },
    },
  },
  {
    id: "meta-refresh",
    tags: ["wcag2a", "wcag221"],
    act: ["bc659a", "bisz58"],
    checks: ["meta-refresh"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/meta-refresh?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Die Seite lädt sich nach einer festen Zeit neu oder leitet weiter; wer länger zum Lesen braucht, verliert den Inhalt.",
        help: "Zeitverzögertes Neuladen oder Weiterleiten unter 20 Stunden darf nicht verwendet werden.",
        description:
          'Prüft, ob <meta http-equiv="refresh"> die Seite zeitverzögert neu lädt oder weiterleitet.',
        fix: 'Entfernen Sie zeitgesteuertes Neuladen oder Weiterleiten per <meta http-equiv="refresh" content="…">. Leiten Sie auf dem Server sofort weiter, oder lassen Sie Nutzende selbst aktualisieren.',
        check:
          "Prüfen Sie, ob sich die Seite nach einer Wartezeit selbst neu lädt oder weiterleitet und ob Nutzende das abschalten oder verlängern können.",
      },
      en: {
        barrier:
          "The page reloads or redirects after a fixed time; people who need longer to read lose the content.",
        help: "Delayed refresh under 20 hours must not be used",
        description: 'Ensure <meta http-equiv="refresh"> is not used for delayed refresh',
        fix: 'Remove timed reloads or redirects with <meta http-equiv="refresh" content="…">. Redirect immediately on the server, or let users refresh themselves.',
        check:
          "Check whether the page reloads or redirects by itself after a delay and whether users can turn this off or extend it.",
      },
    },
  },
  {
    id: "meta-refresh-no-exceptions",
    tags: ["wcag2aaa", "wcag224", "wcag325"],
    act: ["bisz58"],
    checks: ["meta-refresh-no-exceptions"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/meta-refresh-no-exceptions?application=axeAPI",
    texts: {
      de: {
        help: "Zeitverzögertes Neuladen oder Weiterleiten darf nicht verwendet werden.",
        description:
          'Prüft, ob <meta http-equiv="refresh"> die Seite zeitverzögert neu lädt oder weiterleitet.',
        fix: 'Verzichten Sie auf zeitgesteuertes Neuladen oder Weiterleiten per <meta http-equiv="refresh">. Leiten Sie auf dem Server sofort weiter (HTTP 301/302), oder lassen Sie Nutzende selbst aktualisieren.',
        check:
          "Prüfen Sie, ob sich die Seite nach einer Wartezeit selbst neu lädt oder weiterleitet, ohne dass Nutzende das steuern können.",
      },
      en: {
        help: "Delayed refresh must not be used",
        description: 'Ensure <meta http-equiv="refresh"> is not used for delayed refresh',
        fix: 'Do not reload or redirect on a timer with <meta http-equiv="refresh">. Redirect immediately on the server (HTTP 301/302), or let users refresh themselves.',
        check:
          "Check whether the page reloads or redirects by itself after a delay without users being able to control it.",
      },
    },
  },
  {
    id: "meta-viewport",
    tags: ["wcag2aa", "wcag144"],
    act: ["b4f0c3"],
    checks: ["meta-viewport"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/meta-viewport?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Die Seite verhindert das Vergrößern auf Mobilgeräten; wer schlecht sieht, kann den Text nicht größer stellen.",
        help: "Vergrößern und Zoomen dürfen nicht unterbunden werden.",
        description: 'Prüft, ob <meta name="viewport"> das Vergrößern und Zoomen unterbindet.',
        fix: "Entfernen Sie user-scalable=no und maximum-scale-Werte unter 2 aus dem viewport-Meta-Tag, damit Nutzende die Seite auf Mobilgeräten vergrößern können.",
        check:
          "Vergrößern Sie die Seite auf einem Smartphone mit zwei Fingern auf 200 % und prüfen Sie, ob alles lesbar und bedienbar bleibt.",
      },
      en: {
        barrier:
          "The page prevents zooming on mobile devices; people with low vision cannot enlarge the text.",
        help: "Zooming and scaling must not be disabled",
        description: 'Ensure <meta name="viewport"> does not disable text scaling and zooming',
        fix: "Remove user-scalable=no and maximum-scale values below 2 from the viewport meta tag so that users can zoom the page on mobile devices.",
        check: "Pinch-zoom the page to 200% on a phone and check that everything stays readable and usable.",
      },
    },
  },
  {
    id: "meta-viewport-large",
    tags: [],
    act: [],
    checks: ["meta-viewport-large"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/meta-viewport-large?application=axeAPI",
    texts: {
      de: {
        help: "Text sollte sich auf bis zu 500 % vergrößern lassen.",
        description: 'Prüft, ob <meta name="viewport"> eine deutliche Vergrößerung zulässt.',
        fix: "Erlauben Sie eine Vergrößerung auf mindestens 500 %: Setzen Sie im viewport-Meta-Tag maximum-scale nicht unter 5, oder lassen Sie es weg.",
        check:
          "Vergrößern Sie die Seite auf einem Smartphone mit zwei Fingern und prüfen Sie, ob sich der Text weit genug vergrößern lässt.",
      },
      en: {
        help: "Users should be able to zoom and scale the text up to 500%",
        description: 'Ensure <meta name="viewport"> can scale a significant amount',
        fix: "Allow zooming to at least 500%: do not set maximum-scale below 5 in the viewport meta tag, or leave it out.",
        check: "Pinch-zoom the page on a phone and check that the text can be enlarged far enough.",
      },
    },
  },
  {
    id: "nested-interactive",
    tags: ["wcag2a", "wcag412"],
    act: ["307n5z"],
    checks: ["no-focusable-content"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/nested-interactive?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Bedienelemente stecken ineinander; Screenreader und Tastatur erreichen das innere nicht zuverlässig.",
        help: "Bedienbare Elemente dürfen nicht ineinander verschachtelt sein.",
        description:
          "Prüft, ob bedienbare Elemente ineinander verschachtelt sind: Screenreader sagen sie dann nicht immer an, und der Fokus kann Probleme machen.",
        fix: 'Verschachteln Sie keine Bedienelemente, also z. B. keinen Link in einer Schaltfläche und keine Schaltfläche in einem Element mit role="button". Ordnen Sie sie nebeneinander an.',
        check:
          "Prüfen Sie mit Tastatur und Screenreader, ob jedes Bedienelement einzeln erreichbar ist und angesagt wird.",
      },
      en: {
        barrier:
          "Controls are nested inside each other; screen readers and the keyboard do not reliably reach the inner one.",
        help: "Interactive controls must not be nested",
        description:
          "Ensure interactive controls are not nested as they are not always announced by screen readers or can cause focus problems for assistive technologies",
        fix: 'Do not nest controls – no link inside a button, no button inside an element with role="button". Place them side by side.',
        check:
          "Check with keyboard and screen reader that every control can be reached and is announced on its own.",
      },
    },
  },
  {
    id: "no-autoplay-audio",
    tags: ["wcag2a", "wcag142"],
    act: ["80f0bf"],
    checks: ["no-autoplay-audio"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/no-autoplay-audio?application=axeAPI",
    texts: {
      de: {
        help: "<video>- und <audio>-Elemente dürfen Ton nicht automatisch abspielen.",
        description:
          "Prüft, ob <video>- oder <audio>-Elemente länger als 3 Sekunden Ton abspielen, ohne dass er sich anhalten oder stumm schalten lässt.",
        fix: "Starten Sie Audio und Video mit Ton nicht automatisch. Wenn doch, dann höchstens drei Sekunden lang, oder mit einer gut erreichbaren Schaltfläche zum Stoppen oder Stummschalten am Anfang der Seite.",
        check:
          "Laden Sie die Seite mit eingeschaltetem Ton und prüfen Sie, ob länger als drei Sekunden Ton läuft und ob er sich per Tastatur stoppen lässt.",
      },
      en: {
        help: "<video> or <audio> elements must not play automatically",
        description:
          "Ensure <video> or <audio> elements do not autoplay audio for more than 3 seconds without a control mechanism to stop or mute the audio",
        fix: "Do not start audio or video with sound automatically. If you must, keep it to three seconds at most, or offer an easy-to-reach button to stop or mute it at the start of the page.",
        check:
          "Load the page with sound on and check whether audio plays for more than three seconds and whether it can be stopped by keyboard.",
      },
    },
  },
  {
    id: "object-alt",
    tags: ["wcag2a", "wcag111"],
    act: ["8fc3b6"],
    checks: ["aria-label", "aria-labelledby", "non-empty-title", "presentational-role"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/object-alt?application=axeAPI",
    texts: {
      de: {
        help: "<object>-Elemente müssen einen Alternativtext haben.",
        description: "Prüft, ob <object>-Elemente einen Alternativtext haben.",
        fix: "Geben Sie <object>-Elementen eine Textalternative per aria-label, aria-labelledby oder title, die Inhalt oder Zweck des Objekts beschreibt.",
        check: "Prüfen Sie, ob die Textalternative Inhalt oder Zweck des eingebetteten Objekts vermittelt.",
      },
      en: {
        help: "<object> elements must have alternative text",
        description: "Ensure <object> elements have alternative text",
        fix: "Give <object> elements a text alternative with aria-label, aria-labelledby or title that describes the object's content or purpose.",
        check: "Check that the text alternative conveys the content or purpose of the embedded object.",
      },
    },
  },
  {
    id: "p-as-heading",
    tags: ["wcag2a", "wcag131", "experimental"],
    act: [],
    checks: ["p-as-heading"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/p-as-heading?application=axeAPI",
    texts: {
      de: {
        help: "Als Überschrift gestaltete <p>-Elemente dürfen nicht an die Stelle von Überschriften treten.",
        description:
          "Prüft, ob <p>-Elemente durch Fettdruck, Kursivschrift oder Schriftgröße wie Überschriften gestaltet sind.",
        fix: "Zeichnen Sie Überschriften als <h1> bis <h6> aus, nicht als fett oder groß formatierte Absätze (<p>).",
        check:
          "Prüfen Sie, ob der hervorgehobene Absatz tatsächlich einen Abschnitt einleitet. Nur dann muss er eine Überschrift sein.",
      },
      en: {
        help: "Styled <p> elements must not be used as headings",
        description: "Ensure bold, italic text and font-size is not used to style <p> elements as a heading",
        fix: "Mark up headings as <h1> to <h6>, not as paragraphs (<p>) styled bold or large.",
        check:
          "Check whether the styled paragraph really introduces a section. Only then does it need to be a heading.",
      },
    },
  },
  {
    id: "page-has-heading-one",
    tags: [],
    act: [],
    checks: ["page-has-heading-one"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/page-has-heading-one?application=axeAPI",
    texts: {
      de: {
        help: "Die Seite sollte eine Überschrift der ersten Ebene enthalten.",
        description:
          "Prüft, ob die Seite oder mindestens einer ihrer Frames eine Überschrift der ersten Ebene enthält.",
        fix: "Geben Sie der Seite eine Hauptüberschrift <h1>, die ihren Inhalt benennt.",
        check:
          "Prüfen Sie, ob die <h1> den Inhalt der Seite beschreibt und am Anfang des Hauptinhalts steht.",
      },
      en: {
        help: "Page should contain a level-one heading",
        description: "Ensure that the page, or at least one of its frames contains a level-one heading",
        fix: "Give the page a main heading <h1> that names its content.",
        check: "Check that the <h1> describes the page's content and sits at the start of the main content.",
      },
    },
  },
  {
    id: "presentation-role-conflict",
    tags: [],
    act: ["46ca7f"],
    checks: ["has-global-aria-attribute", "is-element-focusable"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/presentation-role-conflict?application=axeAPI",
    texts: {
      de: {
        help: "Rein darstellend gekennzeichnete Elemente sollten von allen Screenreadern übergangen werden.",
        description:
          "Prüft, ob als rein darstellend gekennzeichnete Elemente globale ARIA-Attribute oder tabindex tragen, sodass nicht alle Screenreader sie übergehen.",
        fix: 'Entfernen Sie von Elementen mit role="none" oder role="presentation" globale ARIA-Attribute (z. B. aria-label) und tabindex, oder entfernen Sie die Rolle.',
        check:
          "Prüfen Sie mit einem Screenreader, ob das Element wirklich übergangen wird oder doch angesagt wird.",
      },
      en: {
        help: "Elements marked as presentational should be consistently ignored",
        description:
          "Ensure elements marked as presentational do not have global ARIA or tabindex so that all screen readers ignore them",
        fix: 'Remove global ARIA attributes (e.g. aria-label) and tabindex from elements with role="none" or role="presentation", or remove the role.',
        check: "Check with a screen reader whether the element really is skipped or is announced after all.",
      },
    },
  },
  {
    id: "region",
    tags: [],
    act: [],
    checks: ["region"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/region?application=axeAPI",
    texts: {
      de: {
        help: "Alle Inhalte der Seite sollten in Landmark-Bereichen stehen.",
        description: "Prüft, ob alle Inhalte der Seite in Landmark-Bereichen stehen.",
        fix: "Setzen Sie alle Inhalte in Seitenbereiche (Landmarken) wie <header>, <nav>, <main>, <aside> und <footer>. Dann finden Screenreader-Nutzende jeden Bereich gezielt.",
        check:
          "Prüfen Sie, ob Inhalte außerhalb dieser Bereiche (z. B. ein Cookie-Banner) trotzdem gut auffindbar sind oder in einen passenden Bereich gehören.",
      },
      en: {
        help: "All page content should be contained by landmarks",
        description: "Ensure all page content is contained by landmarks",
        fix: "Put all content inside page regions (landmarks) such as <header>, <nav>, <main>, <aside> and <footer>, so that screen reader users can go straight to each region.",
        check:
          "Check whether content outside these regions (e.g. a cookie banner) is still easy to find or belongs in a suitable region.",
      },
    },
  },
  {
    id: "role-img-alt",
    tags: ["wcag2a", "wcag111"],
    act: ["23a2a8"],
    checks: ["aria-label", "aria-labelledby", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/role-img-alt?application=axeAPI",
    texts: {
      de: {
        help: 'Elemente mit role="img" oder role="image" müssen einen Alternativtext haben.',
        description: 'Prüft, ob Elemente mit role="img" oder role="image" einen Alternativtext haben.',
        fix: 'Geben Sie Elementen mit role="img" einen Alternativtext per aria-label oder aria-labelledby. Sind sie rein dekorativ, entfernen Sie die Rolle und verstecken sie mit aria-hidden="true".',
        check: "Prüfen Sie, ob der Alternativtext die Information der Grafik wiedergibt.",
      },
      en: {
        help: '[role="img"] and [role="image"] elements must have alternative text',
        description: 'Ensure [role="img"] and [role="image"] elements have alternative text',
        fix: 'Give elements with role="img" alternative text with aria-label or aria-labelledby. If they are purely decorative, remove the role and hide them with aria-hidden="true".',
        check: "Check that the alternative text conveys the graphic's information.",
      },
    },
  },
  {
    id: "scope-attr-valid",
    tags: [],
    act: [],
    checks: ["html5-scope", "scope-value"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/scope-attr-valid?application=axeAPI",
    texts: {
      de: {
        help: "Das scope-Attribut sollte richtig verwendet werden.",
        description: "Prüft, ob das scope-Attribut in Tabellen richtig verwendet wird.",
        fix: "Verwenden Sie das scope-Attribut nur an Kopfzellen (<th>) und nur mit den Werten row, col, rowgroup oder colgroup.",
        check:
          "Prüfen Sie mit einem Screenreader, ob beim Durchgehen der Tabelle die richtigen Spalten- und Zeilenüberschriften angesagt werden.",
      },
      en: {
        help: "scope attribute should be used correctly",
        description: "Ensure the scope attribute is used correctly on tables",
        fix: "Use the scope attribute only on header cells (<th>) and only with the values row, col, rowgroup or colgroup.",
        check:
          "Check with a screen reader that the right column and row headers are announced as you move through the table.",
      },
    },
  },
  {
    id: "scrollable-region-focusable",
    tags: ["wcag2a", "wcag211", "wcag213"],
    act: ["0ssw9k"],
    checks: ["focusable-content", "focusable-element"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/scrollable-region-focusable?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Bereiche mit eigenem Bildlauf lassen sich mit der Tastatur nicht scrollen; ihr Inhalt ist ohne Maus nicht ganz lesbar.",
        help: "Scrollbare Bereiche müssen per Tastatur erreichbar sein.",
        description:
          "Prüft, ob Elemente mit scrollbarem Inhalt per Tastatur erreichbar sind (auch in Safari).",
        fix: 'Machen Sie scrollbare Bereiche per Tastatur erreichbar: Geben Sie dem Bereich tabindex="0" und einen Namen (z. B. aria-label), oder sorgen Sie dafür, dass er ein fokussierbares Element enthält.',
        check:
          "Springen Sie mit der Tab-Taste in den Bereich und prüfen Sie, ob er sich mit den Pfeiltasten scrollen lässt.",
      },
      en: {
        barrier:
          "Areas with their own scrolling cannot be scrolled with the keyboard; without a mouse their content cannot be read in full.",
        help: "Scrollable region must have keyboard access",
        description: "Ensure elements that have scrollable content are accessible by keyboard in Safari",
        fix: 'Make scrollable areas reachable by keyboard: give the area tabindex="0" and a name (e.g. aria-label), or make sure it contains a focusable element.',
        check: "Tab into the area and check that it can be scrolled with the arrow keys.",
      },
    },
  },
  {
    id: "select-name",
    tags: ["wcag2a", "wcag412"],
    act: ["e086e5"],
    checks: [
      "aria-label",
      "aria-labelledby",
      "explicit-label",
      "hidden-explicit-label",
      "implicit-label",
      "non-empty-title",
      "presentational-role",
    ],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/select-name?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Auswahllisten sind nicht beschriftet; wer einen Screenreader nutzt, erfährt nicht, was auszuwählen ist.",
        help: "Auswahllisten müssen einen zugänglichen Namen haben.",
        description: "Prüft, ob Auswahllisten (<select>) einen zugänglichen Namen haben.",
        fix: 'Verknüpfen Sie jede Auswahlliste (<select>) über <label for="…"> mit einer Beschriftung.',
        check: "Prüfen Sie mit einem Screenreader, ob die Auswahlliste mit ihrer Beschriftung angesagt wird.",
      },
      en: {
        barrier: "Drop-down lists have no label; screen reader users are not told what to choose.",
        help: "Select element must have an accessible name",
        description: "Ensure select element has an accessible name",
        fix: 'Associate every select list (<select>) with a label using <label for="…">.',
        check: "Check with a screen reader that the select list is announced with its label.",
      },
    },
  },
  {
    id: "server-side-image-map",
    tags: ["wcag2a", "wcag211"],
    act: [],
    checks: ["exists"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/server-side-image-map?application=axeAPI",
    texts: {
      de: {
        help: "Serverseitige Imagemaps dürfen nicht verwendet werden.",
        description: "Prüft, ob serverseitige Imagemaps verwendet werden.",
        fix: "Ersetzen Sie serverseitige Imagemaps (<img ismap>) durch einzelne Links oder eine clientseitige Imagemap aus <map> und <area>-Elementen mit Alternativtext.",
        check: "Prüfen Sie, ob jedes Ziel der Grafik per Tastatur erreichbar ist.",
      },
      en: {
        help: "Server-side image maps must not be used",
        description: "Ensure that server-side image maps are not used",
        fix: "Replace server-side image maps (<img ismap>) with separate links or a client-side image map made of <map> and <area> elements with alternative text.",
        check: "Check that every target in the image can be reached by keyboard.",
      },
    },
  },
  {
    id: "skip-link",
    tags: [],
    act: [],
    checks: ["skip-link"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/skip-link?application=axeAPI",
    texts: {
      de: {
        help: "Das Ziel eines Sprunglinks sollte vorhanden und fokussierbar sein.",
        description: "Prüft, ob alle Sprunglinks ein fokussierbares Ziel haben.",
        fix: 'Lassen Sie Sprunglinks („Zum Inhalt springen“) auf ein vorhandenes Element zeigen, z. B. href="#inhalt" auf <main id="inhalt">.',
        check:
          "Lösen Sie den Sprunglink per Tastatur aus und prüfen Sie, ob der Fokus beim Ziel landet und die Tab-Taste von dort aus weitergeht.",
      },
      en: {
        help: "The skip-link target should exist and be focusable",
        description: "Ensure all skip links have a focusable target",
        fix: 'Point skip links ("Skip to content") to an element that exists, e.g. href="#content" to <main id="content">.',
        check:
          "Activate the skip link by keyboard and check that focus lands on the target and that Tab continues from there.",
      },
    },
  },
  {
    id: "summary-name",
    tags: ["wcag2a", "wcag412"],
    act: [],
    checks: ["aria-label", "aria-labelledby", "has-visible-text", "non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/summary-name?application=axeAPI",
    texts: {
      de: {
        help: "<summary>-Elemente müssen einen erkennbaren Text haben.",
        description: "Prüft, ob <summary>-Elemente einen erkennbaren Text haben.",
        fix: "Geben Sie jedem <summary>-Element, der Kopfzeile eines Aufklappbereichs <details>, einen erkennbaren Text.",
        check:
          "Prüfen Sie mit einem Screenreader, ob der Aufklappbereich mit Namen und Zustand (auf- oder zugeklappt) angesagt wird.",
      },
      en: {
        help: "Summary elements must have discernible text",
        description: "Ensure summary elements have discernible text",
        fix: "Give every <summary> element – the header of a <details> disclosure – recognisable text.",
        check:
          "Check with a screen reader that the disclosure is announced with its name and state (expanded or collapsed).",
      },
    },
  },
  {
    id: "svg-img-alt",
    tags: ["wcag2a", "wcag111"],
    act: ["7d6734"],
    checks: ["aria-label", "aria-labelledby", "non-empty-title", "svg-non-empty-title"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/svg-img-alt?application=axeAPI",
    texts: {
      de: {
        help: "<svg>-Elemente mit der Rolle img oder image müssen einen Alternativtext haben.",
        description:
          "Prüft, ob <svg>-Elemente mit der Rolle img, image, graphics-document oder graphics-symbol einen Alternativtext haben.",
        fix: 'Geben Sie SVG-Grafiken mit role="img" einen Alternativtext, z. B. mit einem <title>-Element als erstem Kind des <svg> oder per aria-label.',
        check: "Prüfen Sie, ob der Alternativtext die Information der Grafik wiedergibt.",
      },
      en: {
        help: "<svg> elements with an img or image role must have alternative text",
        description:
          "Ensure <svg> elements with an img, image, graphics-document or graphics-symbol role have accessible text",
        fix: 'Give SVG graphics with role="img" alternative text, e.g. with a <title> element as the first child of the <svg>, or with aria-label.',
        check: "Check that the alternative text conveys the graphic's information.",
      },
    },
  },
  {
    id: "tabindex",
    tags: [],
    act: [],
    checks: ["tabindex"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/tabindex?application=axeAPI",
    texts: {
      de: {
        help: "Elemente sollten keinen tabindex größer als null haben.",
        description: "Prüft, ob tabindex-Werte größer als 0 sind.",
        fix: 'Entfernen Sie tabindex-Werte größer als 0. Die Tab-Reihenfolge soll der Reihenfolge im Quelltext folgen; verwenden Sie nur tabindex="0" oder "-1".',
        check:
          "Springen Sie mit der Tab-Taste durch die Seite und prüfen Sie, ob die Reihenfolge logisch ist.",
      },
      en: {
        help: "Elements should not have tabindex greater than zero",
        description: "Ensure tabindex attribute values are not greater than 0",
        fix: 'Remove tabindex values greater than 0. The tab order should follow the source order; use only tabindex="0" or "-1".',
        check: "Tab through the page and check that the order is logical.",
      },
    },
  },
  {
    id: "table-duplicate-name",
    tags: [],
    act: [],
    checks: ["same-caption-summary"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/table-duplicate-name?application=axeAPI",
    texts: {
      de: {
        help: "Tabellen sollten nicht dieselbe Zusammenfassung und Beschriftung haben.",
        description: "Prüft, ob das <caption>-Element denselben Text enthält wie das summary-Attribut.",
        fix: "Wiederholen Sie im summary-Attribut einer Tabelle nicht den Text der <caption>. Die Überschrift benennt die Tabelle, die Zusammenfassung erklärt ihren Aufbau – oder lassen Sie summary weg.",
        check: "Prüfen Sie mit einem Screenreader, ob der Tabellentitel doppelt vorgelesen wird.",
      },
      en: {
        help: "Tables should not have the same summary and caption",
        description: "Ensure the <caption> element does not contain the same text as the summary attribute",
        fix: "Do not repeat the <caption> text in a table's summary attribute. The caption names the table, the summary explains its structure – or leave summary out.",
        check: "Check with a screen reader whether the table's title is read out twice.",
      },
    },
  },
  {
    id: "table-fake-caption",
    tags: ["experimental", "wcag2a", "wcag131"],
    act: [],
    checks: ["caption-faked"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/table-fake-caption?application=axeAPI",
    texts: {
      de: {
        help: "Daten- oder Kopfzellen dürfen nicht als Beschriftung einer Datentabelle dienen.",
        description: "Prüft, ob Tabellen mit einer Beschriftung dafür das <caption>-Element verwenden.",
        fix: "Verwenden Sie für die Überschrift einer Datentabelle das <caption>-Element statt einer ersten Zelle, die über alle Spalten geht.",
        check: "Prüfen Sie, ob Screenreader die Tabelle mit ihrer Überschrift ansagen.",
      },
      en: {
        help: "Data or header cells must not be used to give caption to a data table.",
        description: "Ensure that tables with a caption use the <caption> element.",
        fix: "Use the <caption> element for a data table's title instead of a first cell spanning all columns.",
        check: "Check that screen readers announce the table with its caption.",
      },
    },
  },
  {
    id: "target-size",
    tags: ["wcag22aa", "wcag258"],
    act: [],
    checks: ["target-offset", "target-size"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/target-size?application=axeAPI",
    texts: {
      de: {
        barrier:
          "Bedienelemente sind sehr klein oder liegen zu eng beieinander; wer nicht genau zeigen kann, trifft sie schwer.",
        help: "Zielflächen müssen mindestens 24 × 24 Pixel groß sein oder genug Abstand lassen.",
        description:
          "Prüft, ob Zielflächen für Zeiger und Berührung groß genug sind oder genug Abstand haben.",
        fix: "Machen Sie Klick- und Tippziele mindestens 24 × 24 CSS-Pixel groß, oder lassen Sie so viel Abstand, dass ein Kreis von 24 Pixeln Durchmesser um jedes kleine Ziel kein anderes Ziel berührt.",
        check:
          "Prüfen Sie bei überlappenden oder teilweise verdeckten Zielen, ob sie sich auf einem Touchscreen sicher treffen lassen. Links im Fließtext sind ausgenommen.",
      },
      en: {
        barrier:
          "Controls are very small or too close together; people who cannot point precisely find them hard to hit.",
        help: "All touch targets must be 24px large, or leave sufficient space",
        description: "Ensure touch targets have sufficient size and space",
        fix: "Make click and touch targets at least 24 × 24 CSS pixels, or leave enough space that a 24-pixel circle around each small target does not touch another target.",
        check:
          "For overlapping or partly covered targets, check that they can be hit reliably on a touch screen. Links in running text are exempt.",
      },
    },
  },
  {
    id: "td-has-header",
    tags: ["experimental", "wcag2a", "wcag131"],
    act: [],
    checks: ["td-has-header"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/td-has-header?application=axeAPI",
    texts: {
      de: {
        help: "Nicht leere <td>-Elemente größerer Tabellen müssen eine zugehörige Kopfzelle haben.",
        description:
          "Prüft, ob jede nicht leere Datenzelle einer <table> mit mehr als 3 × 3 Zellen mindestens eine Kopfzelle hat.",
        fix: "Geben Sie größeren Datentabellen Kopfzellen (<th>) für Spalten oder Zeilen, damit jede Datenzelle eine Überschrift hat.",
        check:
          "Prüfen Sie mit einem Screenreader, ob beim Durchgehen der Zellen die zugehörigen Überschriften angesagt werden.",
      },
      en: {
        help: "Non-empty <td> elements in larger <table> must have an associated table header",
        description:
          "Ensure that each non-empty data cell in a <table> larger than 3 by 3  has one or more table headers",
        fix: "Give larger data tables header cells (<th>) for columns or rows, so that every data cell has a header.",
        check:
          "Check with a screen reader that the matching headers are announced as you move through the cells.",
      },
    },
  },
  {
    id: "td-headers-attr",
    tags: ["wcag2a", "wcag131"],
    act: ["a25f45"],
    checks: ["td-headers-attr"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/td-headers-attr?application=axeAPI",
    texts: {
      de: {
        barrier:
          "In Tabellen sind Zellen und Überschriften nicht richtig verknüpft; Screenreader lesen zu einer Zelle die falsche Überschrift vor.",
        help: "Das headers-Attribut einer Zelle muss auf <th>-Elemente derselben Tabelle verweisen.",
        description:
          "Prüft, ob jede Zelle, die das headers-Attribut verwendet, nur auf andere <th>-Elemente derselben Tabelle verweist.",
        fix: "Lassen Sie das headers-Attribut von Tabellenzellen nur auf IDs von Kopfzellen (<th>) derselben Tabelle verweisen.",
        check:
          "Prüfen Sie mit einem Screenreader, ob zu jeder Zelle die richtigen Überschriften angesagt werden.",
      },
      en: {
        barrier:
          "In tables, cells and headers are not linked correctly; screen readers read the wrong header for a cell.",
        help: "Table cell headers attributes must refer to other <th> elements in the same table",
        description:
          "Ensure that each cell in a table that uses the headers attribute refers only to other <th> elements in that table",
        fix: "Let the headers attribute of table cells point only to IDs of header cells (<th>) in the same table.",
        check: "Check with a screen reader that the right headers are announced for every cell.",
      },
    },
  },
  {
    id: "th-has-data-cells",
    tags: ["wcag2a", "wcag131"],
    act: ["d0f69e"],
    checks: ["th-has-data-cells"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/th-has-data-cells?application=axeAPI",
    texts: {
      de: {
        barrier:
          "In Tabellen gehören Überschriften zu keiner Zelle; Screenreader können die Tabelle nicht richtig vorlesen.",
        help: "Kopfzellen einer Datentabelle müssen sich auf Datenzellen beziehen.",
        description:
          "Prüft, ob <th>-Elemente und Elemente mit der Rolle columnheader oder rowheader Datenzellen haben, die sie beschreiben.",
        fix: "Jede Kopfzelle (<th>) braucht Datenzellen, die sie beschreibt. Entfernen Sie leere Spalten, oder verwenden Sie für Zellen, die keine Überschrift sind, <td>.",
        check:
          "Prüfen Sie, ob die Tabelle wirklich Daten enthält. Für ein reines Layout sind Tabellen nicht geeignet.",
      },
      en: {
        barrier: "In tables, headers belong to no cell; screen readers cannot read the table correctly.",
        help: "Table headers in a data table must refer to data cells",
        description:
          "Ensure that <th> elements and elements with role=columnheader/rowheader have data cells they describe",
        fix: "Every header cell (<th>) needs data cells to describe. Remove empty columns, or use <td> for cells that are not headers.",
        check: "Check that the table really holds data. Tables are not suitable for layout.",
      },
    },
  },
  {
    id: "valid-lang",
    tags: ["wcag2aa", "wcag312"],
    act: ["de46e4"],
    checks: ["valid-lang"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/valid-lang?application=axeAPI",
    texts: {
      de: {
        help: "Das lang-Attribut muss einen gültigen Wert haben.",
        description: "Prüft, ob lang-Attribute gültige Werte haben.",
        fix: 'Ändern Sie lang-Attribute im Text auf gültige Sprachcodes, z. B. <span lang="en">.',
        check:
          "Prüfen Sie, ob die ausgezeichneten Textstellen tatsächlich in der angegebenen Sprache geschrieben sind.",
      },
      en: {
        help: "lang attribute must have a valid value",
        description: "Ensure lang attributes have valid values",
        fix: 'Change lang attributes within the text to valid language codes, e.g. <span lang="de">.',
        check: "Check that the marked passages really are in the stated language.",
      },
    },
  },
  {
    id: "video-caption",
    tags: ["wcag2a", "wcag122"],
    act: ["eac66b"],
    checks: ["caption"],
    helpUrl: "https://dequeuniversity.com/rules/axe/4.14/video-caption?application=axeAPI",
    texts: {
      de: {
        barrier: "Videos haben keine Untertitel; wer nicht hört, versteht das Gesprochene nicht.",
        help: "<video>-Elemente müssen Untertitel haben.",
        description: "Prüft, ob <video>-Elemente Untertitel haben.",
        fix: 'Fügen Sie Videos mit Ton Untertitel hinzu, z. B. als WebVTT-Datei mit <track kind="captions">. Die Untertitel geben Gesprochenes und wichtige Geräusche wieder.',
        check:
          "Prüfen Sie, ob Untertitel vorhanden, vollständig und synchron sind. Fest ins Bild eingebrannte Untertitel zählen auch.",
      },
      en: {
        barrier: "Videos have no captions; people who cannot hear do not understand what is said.",
        help: "<video> elements must have captions",
        description: "Ensure <video> elements have captions",
        fix: 'Add captions to videos with sound, e.g. as a WebVTT file with <track kind="captions">. Captions cover the spoken words and important sounds.',
        check:
          "Check that captions exist, are complete and in sync. Captions burnt into the picture count too.",
      },
    },
  },
];
