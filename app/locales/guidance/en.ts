import type { Translation } from "../types";
import type deGuidance from "./de";

/**
 * Report guidance: how to fix what an axe rule finds, what to check by hand when axe asks for a review,
 * and the WCAG success criteria with their W3C names and a manual check. Keys as in de.ts.
 */
const guidance: Translation<typeof deGuidance> = {
  rules: {
    accesskeys: {
      fix: "Use each accesskey value (keyboard shortcut) only once per page. Better still, drop accesskey altogether: the shortcuts easily clash with those of the browser and screen reader.",
      check:
        "Press the page's shortcuts (e.g. Alt+Shift+key, depending on the browser) and check that each triggers exactly one target and does not override a browser or screen reader function.",
    },
    "area-alt": {
      fix: 'Give every linked area (<area>) of an image map an alt attribute naming the link target, e.g. alt="Hamburg branch".',
      check:
        "Check that each area's alternative text says where the link goes or what it does – not what that part of the image looks like.",
    },
    "aria-allowed-attr": {
      fix: "Remove ARIA attributes that do not fit the element's role (e.g. aria-checked on a plain link), or give the element the role the attribute belongs to.",
      check:
        "Check with a screen reader that the element is still announced and operated correctly. An attribute that is ignored must not carry important information.",
    },
    "aria-allowed-role": {
      fix: 'Remove role attributes that contradict the HTML element\'s meaning (e.g. role="button" on a heading). Use the matching element instead, such as <button>.',
      check:
        "Check that the role matches how the element actually behaves and that screen readers announce it the way it is operated.",
    },
    "aria-braille-equivalent": {
      fix: "If you use aria-braillelabel or aria-brailleroledescription, also give the element a regular name (visible text or aria-label) or an aria-roledescription.",
      check: "Check that the element has an understandable name and role without a braille display too.",
    },
    "aria-command-name": {
      fix: 'Give every element with role="button", "link" or "menuitem" a name: visible text, aria-label or aria-labelledby. Icon-only controls need text such as aria-label="Open menu".',
      check:
        "Check with a screen reader that these controls are announced with a name that describes what they do.",
    },
    "aria-conditional-attr": {
      fix: "Remove ARIA attributes that this role allows only under conditions, e.g. aria-checked on a native checkbox (the checked attribute applies there) or aria-level on table rows outside a tree grid (treegrid).",
      check:
        'Check with a screen reader that the announced state (e.g. "checked") matches the visible state.',
    },
    "aria-deprecated-role": {
      fix: 'Replace deprecated ARIA roles (e.g. role="directory") with a current role, or better with the matching HTML element, such as a list.',
      check: "Check that the element is still announced understandably after the change.",
    },
    "aria-dialog-name": {
      fix: 'Give every dialog (<dialog>, role="dialog" or "alertdialog") a name, ideally with aria-labelledby pointing to its visible heading.',
      check:
        "Open the dialog with a screen reader running and check that a name is announced that makes its purpose clear.",
    },
    "aria-hidden-body": {
      fix: 'Remove aria-hidden="true" from the <body> element. Otherwise the whole page is invisible to screen readers.',
      check:
        "Check with a screen reader that the page content is read out, also after dialogs or menus have been opened and closed again.",
    },
    "aria-hidden-focus": {
      fix: 'Elements with aria-hidden="true" must not contain anything reachable with the Tab key. Remove aria-hidden, or take the links and buttons inside out of the tab order (tabindex="-1", disabled or inert).',
      check:
        "Tab through the page with a screen reader running and check whether focus ever lands on an element that announces nothing.",
    },
    "aria-input-field-name": {
      fix: 'Give every custom input (e.g. role="combobox", "textbox", "searchbox", "slider", "spinbutton" or "listbox") a name, ideally with aria-labelledby pointing to the visible label.',
      check:
        "Check with a screen reader that each field is announced with its label and that it matches the visible text.",
    },
    "aria-meter-name": {
      fix: 'Give every meter (role="meter") a name with aria-label or aria-labelledby that says what it measures, e.g. "Storage used".',
      check: "Check with a screen reader that the meter's name and value are announced understandably.",
    },
    "aria-progressbar-name": {
      fix: 'Give every progress bar (role="progressbar") a name that says what is progressing, e.g. aria-label="Invoice upload".',
      check: "Check with a screen reader that the name and progress are announced.",
    },
    "aria-prohibited-attr": {
      fix: "Remove aria-label and aria-labelledby from elements whose role does not allow a name (e.g. a <div> or <span> without a role). Put the information in visible text, or give the element a suitable role.",
      check:
        "Check with a screen reader whether the information from the attribute comes across. If it does not, it has to be provided another way, such as visible text.",
    },
    "aria-required-attr": {
      fix: 'Add the ARIA attributes the role requires, e.g. aria-checked for role="checkbox", aria-expanded for role="combobox" or aria-valuenow for role="slider".',
      check:
        "Check with a screen reader that the element's state is announced and changes when you operate it.",
    },
    "aria-required-children": {
      fix: 'Add the child elements the role requires: role="list" needs items with role="listitem", role="tablist" needs role="tab", role="menu" needs menuitem elements.',
      check:
        "Check – especially for content loaded later by script – that the structure is complete and a screen reader announces the right number of items.",
    },
    "aria-required-parent": {
      fix: 'Place elements with role="listitem", "tab", "option" or "menuitem" inside a parent with the matching role (list, tablist, listbox, menu), or remove the role.',
      check:
        'Check with a screen reader that the items are announced as part of their group (e.g. "tab 2 of 4").',
    },
    "aria-roledescription": {
      fix: "Use aria-roledescription only on elements that have a role (a semantic HTML element or a role attribute), and only where your own description is genuinely clearer.",
      check:
        "Check with a screen reader that the custom role description is understandable and does not hide how the element is operated.",
    },
    "aria-roles": {
      fix: "Correct invalid role values (typos, made-up roles) to a role from the ARIA specification, or remove the attribute.",
      check: "Check that the chosen role matches how the element behaves.",
    },
    "aria-tab-name": {
      fix: 'Give every tab (role="tab") a name – usually its visible text, or aria-label for icon-only tabs.',
      check: "Check with a screen reader that each tab is announced with its name and position.",
    },
    "aria-text": {
      fix: 'Use role="text" only on elements without focusable content. If the element contains links or buttons, remove the role.',
      check:
        "Check with a screen reader that links and buttons inside the element can be reached and are announced individually.",
    },
    "aria-toggle-field-name": {
      fix: 'Give every custom toggle (role="checkbox", "switch", "radio", "menuitemcheckbox" or "menuitemradio") a name, such as visible text or aria-labelledby.',
      check: "Check with a screen reader that each toggle's name and state (on/off) are announced.",
    },
    "aria-tooltip-name": {
      fix: 'Give every tooltip (role="tooltip") a name, usually its visible text.',
      check: "Check that the tooltip text is announced when the element it belongs to receives focus.",
    },
    "aria-treeitem-name": {
      fix: 'Give every item of a tree view (role="treeitem") a name, usually its visible text.',
      check:
        "Check with a screen reader that each item is announced with its name, level and state (expanded or collapsed).",
    },
    "aria-valid-attr-value": {
      fix: 'Correct invalid ARIA values: aria-expanded expects "true" or "false", and IDs in aria-labelledby, aria-describedby or aria-controls must point to elements that exist.',
      check:
        "Check that the referenced elements exist when they are needed (some are only created by script) and that the screen reader announces the value correctly.",
    },
    "aria-valid-attr": {
      fix: "Correct misspelt ARIA attributes (e.g. aria-lable instead of aria-label) and remove made-up aria attributes.",
      check: "Check that the intended information reaches the screen reader after the correction.",
    },
    "audio-caption": {
      fix: "Provide a transcript for audio files – the spoken words and important sounds as text – right next to the audio.",
      check: "Check that the transcript is complete and identifies speakers and important sounds.",
    },
    "autocomplete-valid": {
      fix: 'Use only the defined values in the autocomplete attribute, matching the field, e.g. autocomplete="email", "given-name", "postal-code" or "off".',
      check:
        "Check that the autocomplete value matches what the field asks for and that the browser fills it in correctly.",
    },
    "avoid-inline-spacing": {
      fix: "Do not fix line height, letter or word spacing with !important in the style attribute. Set them in the stylesheet so that users can override them with their own settings.",
      check:
        "Increase the spacing with a text-spacing bookmarklet (line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 times the font size) and check whether text is cut off or overlaps.",
    },
    blink: {
      fix: "Remove the <blink> element. If something needs emphasis, do it without blinking, e.g. with bold text.",
      check:
        "Check whether anything still blinks or moves for more than five seconds without a way to stop it.",
    },
    "button-name": {
      fix: 'Give every button recognisable text. For icon-only buttons add aria-label (e.g. aria-label="Search") or visually hidden text.',
      check:
        "Check with a screen reader that every button is announced with a name that describes what it does.",
    },
    bypass: {
      fix: 'Offer a way to skip repeated blocks such as the navigation: a "Skip to content" link at the very top, headings, or a <main> element.',
      check:
        "Load the page, press Tab and check that a skip link appears and that focus then lands in the main content.",
    },
    "color-contrast-enhanced": {
      fix: "Raise the contrast between text and background to at least 7:1, or 4.5:1 for large text (24 px, or 18.66 px bold) – with darker text or a lighter background.",
      check:
        "For text over images, gradients or semi-transparent layers, measure the contrast at the weakest spot with a contrast tool (e.g. Colour Contrast Analyser): 7:1, or 4.5:1 for large text.",
    },
    "color-contrast": {
      fix: "Raise the contrast between text and background to at least 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold) – with darker text or a lighter background.",
      check:
        "For text over images, gradients or semi-transparent layers, measure the contrast at the weakest spot with a contrast tool (e.g. Colour Contrast Analyser): 4.5:1, or 3:1 for large text.",
    },
    "css-orientation-lock": {
      fix: "Remove CSS that locks the display to portrait or landscape (e.g. a rotation with transform inside an orientation media query). The page must work in both orientations.",
      check:
        "Rotate a phone or tablet and check that the page is fully displayed and usable in both orientations.",
    },
    "definition-list": {
      fix: "Put only pairs of <dt> (term) and <dd> (description) directly inside a description list <dl>, grouped in <div> if needed, and no other elements.",
      check:
        "Check that the list really pairs terms with descriptions. If not, other markup such as <ul> fits better.",
    },
    dlitem: {
      fix: "Always place <dt> and <dd> elements inside a description list <dl>.",
      check:
        "Check that the content really is terms with descriptions and that a screen reader announces it as a list.",
    },
    "document-title": {
      fix: 'Give every page a meaningful <title> in the <head>, e.g. "Contact – Miller\'s Bakery": first what the page is about, then the site name.',
      check:
        "Check that the title in the browser tab describes the page's topic or purpose and differs from the titles of other pages.",
    },
    "duplicate-id-active": {
      fix: "Use each id only once per page, especially on links, buttons and form fields.",
      check: "Check that skip links, labels and scripts using these IDs reach the right element.",
    },
    "duplicate-id-aria": {
      fix: "Use each id that a <label> or an ARIA attribute (aria-labelledby, aria-describedby, aria-controls) points to only once per page. Otherwise the wrong element gets the label.",
      check:
        "Check with a screen reader that the affected fields and controls are announced with the right label.",
    },
    "duplicate-id": {
      fix: "Use each id value only once per page. Duplicates often appear when a component is included more than once.",
      check: "Check that skip links and scripts using these IDs still reach the right element.",
    },
    "empty-heading": {
      fix: "Give every heading some text, or remove empty headings that only add spacing. Spacing belongs in the CSS.",
      check:
        "Check that the heading contains text that screen readers read out – not, say, just an image without alternative text.",
    },
    "empty-table-header": {
      fix: "Give every header cell (<th>) text that describes its column or row. If the cell is not a header, use <td>.",
      check:
        "Check that the header cell has an understandable name for screen readers, even if it looks empty.",
    },
    "focus-order-semantics": {
      fix: 'Give elements that can be reached with the Tab key a role that matches how they are used. Use <button> or <a href> for clickable things instead of <div tabindex="0">.',
      check:
        "Check with a screen reader that focusable elements are announced as what they do (button, link, input field).",
    },
    "form-field-multiple-labels": {
      fix: "Associate each form field with only one <label>. Connect additional hints with aria-describedby.",
      check:
        "Check with several screen readers that the full label is announced. Some read only the first label.",
    },
    "frame-focusable-content": {
      fix: 'Remove tabindex="-1" from <iframe> elements whose content has links, buttons or fields. Otherwise these cannot be reached by keyboard.',
      check: "Tab through the page and check that you can reach every control inside the embedded content.",
    },
    "frame-tested": {
      fix: "This embedded frame (iframe) could not be tested automatically, usually because its content comes from another website, such as a video or a map. Check it separately.",
      check:
        "Check the frame's content by hand, or scan the embedded page directly. If a third party provides it, ask them about its accessibility.",
    },
    "frame-title-unique": {
      fix: 'Give every <iframe> its own title describing its content, e.g. title="Map and directions" and title="Video: meet the team".',
      check:
        "Check whether frames with the same title really show the same content. If not, their titles must differ.",
    },
    "frame-title": {
      fix: 'Give every <iframe> a title attribute describing its content, e.g. title="Map and directions".',
      check: "Check that the title describes the frame's content well enough to decide whether to enter it.",
    },
    "heading-order": {
      fix: "Use heading levels without gaps: <h2> is followed by <h3>, not straight by <h4>. Pick the level by the outline, not by the font size you want.",
      check:
        "Look at the list of headings (with a screen reader or a browser extension) and check that it reflects the page's structure.",
    },
    "hidden-content": {
      fix: "The page has hidden content that was not tested automatically. Reveal it (menus, accordions, dialogs) and check it then.",
      check:
        "Open menus, accordions, tabs and dialogs and check their content for alternative text, labels and contrast.",
    },
    "html-has-lang": {
      fix: 'State the page language on the <html> element, e.g. <html lang="en">. Screen readers then read the text with the right pronunciation.',
      check: "Check that the lang value matches the page's actual main language.",
    },
    "html-lang-valid": {
      fix: 'Change the lang value on the <html> element to a valid language code, e.g. "en", "en-GB" or "de".',
      check: "Check that the language code matches the page's main language.",
    },
    "html-xml-lang-mismatch": {
      fix: "Set lang and xml:lang on the <html> element to the same language, or remove xml:lang, which ordinary HTML pages do not need.",
      check: "Check that both name the page's actual main language.",
    },
    "identical-links-same-purpose": {
      fix: 'Links with the same text should lead to the same place. If they lead to different places, make the texts distinct, e.g. "Basic plan pricing" instead of "More" twice.',
      check:
        "Check that links with the same text really serve the same purpose, even if their addresses differ slightly.",
    },
    "image-alt": {
      fix: 'Give every image an alt attribute: a short text carrying the same information for informative images, alt="" for purely decorative ones.',
      check:
        'Check that the alternative text conveys the image\'s information or function and is not just the file name or "image".',
    },
    "image-redundant-alt": {
      fix: 'Do not repeat the text right next to the image in its alternative text. If the image merely accompanies that text, use alt="".',
      check: "Check with a screen reader whether the same text is read out twice.",
    },
    "input-button-name": {
      fix: 'Give buttons made with <input type="button">, "submit" or "reset" text in the value attribute, e.g. value="Send".',
      check: "Check that the button text describes what the button does.",
    },
    "input-image-alt": {
      fix: 'Give image buttons (<input type="image">) an alt attribute naming the action, e.g. alt="Search".',
      check: "Check that the alternative text describes the button's action, not what the image looks like.",
    },
    "label-content-name-mismatch": {
      fix: 'Make sure a name set with aria-label or aria-labelledby contains the visible text, ideally at the start. A button showing "Send" must not be named "Submit form".',
      check: 'Check that voice control can activate the element by its visible text, e.g. "Click Send".',
    },
    "label-title-only": {
      fix: "Give form fields a visible label with <label>. A title attribute or placeholder is not enough: one only appears on mouse hover, the other disappears as you type.",
      check: "Check that every field has a visible label that stays in place while you type.",
    },
    label: {
      fix: 'Associate every form field with a label: <label for="email">Email</label> with <input id="email">, or wrap the field in the <label>. A placeholder alone is not enough.',
      check:
        "Click the label: does the cursor land in the field? Also check with a screen reader that every field is announced with its label.",
    },
    "landmark-banner-is-top-level": {
      fix: 'Do not place the page header (<header> or role="banner") inside other page regions such as <main>, <nav> or <aside>.',
      check:
        "Check in a screen reader's list of page regions (landmarks) that the header appears as a top-level region of its own.",
    },
    "landmark-complementary-is-top-level": {
      fix: 'Place complementary regions (<aside> or role="complementary") at the top level, not inside other page regions.',
      check:
        "Check in a screen reader's list of page regions (landmarks) that the complementary region is easy to find.",
    },
    "landmark-contentinfo-is-top-level": {
      fix: 'Place the page footer (<footer> or role="contentinfo") at the top level, not inside other page regions.',
      check:
        "Check in a screen reader's list of page regions (landmarks) that the footer appears as a region of its own.",
    },
    "landmark-main-is-top-level": {
      fix: "Do not place the main content (<main>) inside other page regions such as <header>, <nav> or <aside>.",
      check:
        "Check in a screen reader's list of page regions (landmarks) that you can jump straight to the main content.",
    },
    "landmark-no-duplicate-banner": {
      fix: 'Use only one page header (<header> directly inside <body>, or role="banner"). Further <header> elements belong inside <article> or <section>.',
      check: "Check in a screen reader's list of page regions (landmarks) that exactly one header appears.",
    },
    "landmark-no-duplicate-contentinfo": {
      fix: 'Use only one page footer (<footer> directly inside <body>, or role="contentinfo"). Further <footer> elements belong inside <article> or <section>.',
      check: "Check in a screen reader's list of page regions (landmarks) that exactly one footer appears.",
    },
    "landmark-no-duplicate-main": {
      fix: 'Use only one visible <main> element (or role="main") per page.',
      check:
        "Check in a screen reader's list of page regions (landmarks) that exactly one main region appears.",
    },
    "landmark-one-main": {
      fix: "Wrap the page's main content in a <main> element, so that screen reader users can jump straight to it.",
      check:
        "Check that <main> covers all of the main content and leaves out the navigation, header and footer.",
    },
    "landmark-unique": {
      fix: 'Give page regions of the same kind different names, e.g. two <nav> elements with aria-label="Main menu" and aria-label="Footer menu".',
      check:
        "Check in a screen reader's list of page regions (landmarks) that every region can be told apart by its name.",
    },
    "link-in-text-block": {
      fix: "Do not rely on colour alone to mark links in running text: underline them, or give them 3:1 contrast with the surrounding text plus an extra highlight on focus and hover.",
      check:
        "Check that links in text are recognisable without colour vision (e.g. in greyscale) and have at least 3:1 contrast with the surrounding text.",
    },
    "link-name": {
      fix: 'Give every link recognisable text. If a link consists only of an image or icon, its alternative text or aria-label names the target, e.g. "Home".',
      check: "Check with a screen reader that every link is announced with text that makes its target clear.",
    },
    list: {
      fix: "Put only <li> elements (and <script> or <template>) directly inside <ul> and <ol>. Everything else belongs inside an <li>.",
      check: "Check with a screen reader that the list is announced with the right number of items.",
    },
    listitem: {
      fix: "Always place <li> elements inside a list (<ul> or <ol>).",
      check: "Check that the items are announced as a list and the count is right.",
    },
    marquee: {
      fix: "Remove the <marquee> element (scrolling text). Show the text still, or offer a way to pause the movement.",
      check: "Check that moving content that runs for more than five seconds can be paused or hidden.",
    },
    "meta-refresh-no-exceptions": {
      fix: 'Do not reload or redirect on a timer with <meta http-equiv="refresh">. Redirect immediately on the server (HTTP 301/302), or let users refresh themselves.',
      check:
        "Check whether the page reloads or redirects by itself after a delay without users being able to control it.",
    },
    "meta-refresh": {
      fix: 'Remove timed reloads or redirects with <meta http-equiv="refresh" content="…">. Redirect immediately on the server, or let users refresh themselves.',
      check:
        "Check whether the page reloads or redirects by itself after a delay and whether users can turn this off or extend it.",
    },
    "meta-viewport-large": {
      fix: "Allow zooming to at least 500%: do not set maximum-scale below 5 in the viewport meta tag, or leave it out.",
      check: "Pinch-zoom the page on a phone and check that the text can be enlarged far enough.",
    },
    "meta-viewport": {
      fix: "Remove user-scalable=no and maximum-scale values below 2 from the viewport meta tag so that users can zoom the page on mobile devices.",
      check: "Pinch-zoom the page to 200% on a phone and check that everything stays readable and usable.",
    },
    "nested-interactive": {
      fix: 'Do not nest controls – no link inside a button, no button inside an element with role="button". Place them side by side.',
      check:
        "Check with keyboard and screen reader that every control can be reached and is announced on its own.",
    },
    "no-autoplay-audio": {
      fix: "Do not start audio or video with sound automatically. If you must, keep it to three seconds at most, or offer an easy-to-reach button to stop or mute it at the start of the page.",
      check:
        "Load the page with sound on and check whether audio plays for more than three seconds and whether it can be stopped by keyboard.",
    },
    "object-alt": {
      fix: "Give <object> elements a text alternative with aria-label, aria-labelledby or title that describes the object's content or purpose.",
      check: "Check that the text alternative conveys the content or purpose of the embedded object.",
    },
    "p-as-heading": {
      fix: "Mark up headings as <h1> to <h6>, not as paragraphs (<p>) styled bold or large.",
      check:
        "Check whether the styled paragraph really introduces a section. Only then does it need to be a heading.",
    },
    "page-has-heading-one": {
      fix: "Give the page a main heading <h1> that names its content.",
      check: "Check that the <h1> describes the page's content and sits at the start of the main content.",
    },
    "presentation-role-conflict": {
      fix: 'Remove global ARIA attributes (e.g. aria-label) and tabindex from elements with role="none" or role="presentation", or remove the role.',
      check: "Check with a screen reader whether the element really is skipped or is announced after all.",
    },
    region: {
      fix: "Put all content inside page regions (landmarks) such as <header>, <nav>, <main>, <aside> and <footer>, so that screen reader users can go straight to each region.",
      check:
        "Check whether content outside these regions (e.g. a cookie banner) is still easy to find or belongs in a suitable region.",
    },
    "role-img-alt": {
      fix: 'Give elements with role="img" alternative text with aria-label or aria-labelledby. If they are purely decorative, remove the role and hide them with aria-hidden="true".',
      check: "Check that the alternative text conveys the graphic's information.",
    },
    "scope-attr-valid": {
      fix: "Use the scope attribute only on header cells (<th>) and only with the values row, col, rowgroup or colgroup.",
      check:
        "Check with a screen reader that the right column and row headers are announced as you move through the table.",
    },
    "scrollable-region-focusable": {
      fix: 'Make scrollable areas reachable by keyboard: give the area tabindex="0" and a name (e.g. aria-label), or make sure it contains a focusable element.',
      check: "Tab into the area and check that it can be scrolled with the arrow keys.",
    },
    "select-name": {
      fix: 'Associate every select list (<select>) with a label using <label for="…">.',
      check: "Check with a screen reader that the select list is announced with its label.",
    },
    "server-side-image-map": {
      fix: "Replace server-side image maps (<img ismap>) with separate links or a client-side image map made of <map> and <area> elements with alternative text.",
      check: "Check that every target in the image can be reached by keyboard.",
    },
    "skip-link": {
      fix: 'Point skip links ("Skip to content") to an element that exists, e.g. href="#content" to <main id="content">.',
      check:
        "Activate the skip link by keyboard and check that focus lands on the target and that Tab continues from there.",
    },
    "summary-name": {
      fix: "Give every <summary> element – the header of a <details> disclosure – recognisable text.",
      check:
        "Check with a screen reader that the disclosure is announced with its name and state (expanded or collapsed).",
    },
    "svg-img-alt": {
      fix: 'Give SVG graphics with role="img" alternative text, e.g. with a <title> element as the first child of the <svg>, or with aria-label.',
      check: "Check that the alternative text conveys the graphic's information.",
    },
    tabindex: {
      fix: 'Remove tabindex values greater than 0. The tab order should follow the source order; use only tabindex="0" or "-1".',
      check: "Tab through the page and check that the order is logical.",
    },
    "table-duplicate-name": {
      fix: "Do not repeat the <caption> text in a table's summary attribute. The caption names the table, the summary explains its structure – or leave summary out.",
      check: "Check with a screen reader whether the table's title is read out twice.",
    },
    "table-fake-caption": {
      fix: "Use the <caption> element for a data table's title instead of a first cell spanning all columns.",
      check: "Check that screen readers announce the table with its caption.",
    },
    "target-size": {
      fix: "Make click and touch targets at least 24 × 24 CSS pixels, or leave enough space that a 24-pixel circle around each small target does not touch another target.",
      check:
        "For overlapping or partly covered targets, check that they can be hit reliably on a touch screen. Links in running text are exempt.",
    },
    "td-has-header": {
      fix: "Give larger data tables header cells (<th>) for columns or rows, so that every data cell has a header.",
      check:
        "Check with a screen reader that the matching headers are announced as you move through the cells.",
    },
    "td-headers-attr": {
      fix: "Let the headers attribute of table cells point only to IDs of header cells (<th>) in the same table.",
      check: "Check with a screen reader that the right headers are announced for every cell.",
    },
    "th-has-data-cells": {
      fix: "Every header cell (<th>) needs data cells to describe. Remove empty columns, or use <td> for cells that are not headers.",
      check: "Check that the table really holds data. Tables are not suitable for layout.",
    },
    "valid-lang": {
      fix: 'Change lang attributes within the text to valid language codes, e.g. <span lang="de">.',
      check: "Check that the marked passages really are in the stated language.",
    },
    "video-caption": {
      fix: 'Add captions to videos with sound, e.g. as a WebVTT file with <track kind="captions">. Captions cover the spoken words and important sounds.',
      check:
        "Check that captions exist, are complete and in sync. Captions burnt into the picture count too.",
    },
  },
  criteria: {
    "1.1.1": {
      title: "Non-text Content",
      manualCheck:
        "Check every image, icon and graphic: informative ones have fitting alternative text, decorative ones are skipped by screen readers. Image controls name their function, and CAPTCHAs have a non-visual alternative.",
    },
    "1.2.1": {
      title: "Audio-only and Video-only (Prerecorded)",
      manualCheck:
        "Check that recorded audio-only files (e.g. podcasts) have a transcript and silent videos have a text or audio description.",
    },
    "1.2.2": {
      title: "Captions (Prerecorded)",
      manualCheck:
        "Play recorded videos with sound and check that captions exist, are complete and in sync, and mention important sounds.",
    },
    "1.2.3": {
      title: "Audio Description or Media Alternative (Prerecorded)",
      manualCheck:
        "Check that recorded videos whose picture carries information have an audio description or a full text version.",
    },
    "1.2.4": {
      title: "Captions (Live)",
      manualCheck:
        "Check that live broadcasts with sound (e.g. webinars, live streams) have real-time captions.",
    },
    "1.2.5": {
      title: "Audio Description (Prerecorded)",
      manualCheck:
        "Check that recorded videos have an audio description that describes important visual content in the pauses in speech.",
    },
    "1.2.6": {
      title: "Sign Language (Prerecorded)",
      manualCheck: "Check that recorded videos with sound have sign language interpretation.",
    },
    "1.2.7": {
      title: "Extended Audio Description (Prerecorded)",
      manualCheck:
        "For videos whose pauses are too short for audio description, check that the video pauses for longer descriptions.",
    },
    "1.2.8": {
      title: "Media Alternative (Prerecorded)",
      manualCheck:
        "Check that every recorded video has a full text version with all visual and audio information.",
    },
    "1.2.9": {
      title: "Audio-only (Live)",
      manualCheck:
        "Check that live audio (e.g. a radio stream) has a text alternative, such as a real-time transcript.",
    },
    "1.3.1": {
      title: "Info and Relationships",
      manualCheck:
        "Check that everything that shows structure visually is also in the code: headings as <h1> to <h6>, lists as lists, tables with header cells, form fields with labels and groups. Viewing the page without CSS helps.",
    },
    "1.3.2": {
      title: "Meaningful Sequence",
      manualCheck:
        "Turn off CSS or listen to the page with a screen reader and check that the content still makes sense in that order.",
    },
    "1.3.3": {
      title: "Sensory Characteristics",
      manualCheck:
        'Check instructions and hints: they must not rely on shape, colour, size, position or sound alone – not just "click the round button on the right".',
    },
    "1.3.4": {
      title: "Orientation",
      manualCheck:
        "Rotate a phone or tablet and check that the page can be viewed and used in both portrait and landscape.",
    },
    "1.3.5": {
      title: "Identify Input Purpose",
      manualCheck:
        "Check that form fields asking for the user's own details (name, email, address, phone) have a matching autocomplete attribute and the browser fills them in.",
    },
    "1.3.6": {
      title: "Identify Purpose",
      manualCheck:
        "Check that the purpose of controls, icons and page regions can be identified in the code, e.g. through landmarks and autocomplete attributes.",
    },
    "1.4.1": {
      title: "Use of Color",
      manualCheck:
        "Check that information is never conveyed by colour alone, e.g. for required fields, errors, chart lines or links. A greyscale view helps.",
    },
    "1.4.2": {
      title: "Audio Control",
      manualCheck:
        "Check that audio playing automatically for more than three seconds can be paused or turned down independently of the system volume.",
    },
    "1.4.3": {
      title: "Contrast (Minimum)",
      manualCheck:
        "Measure text contrast with a contrast tool, especially over images and gradients and in hover and focus states: at least 4.5:1, or 3:1 for large text.",
    },
    "1.4.4": {
      title: "Resize Text",
      manualCheck:
        "Zoom the page to 200% in the browser and check that all text stays readable and nothing is cut off or covered.",
    },
    "1.4.5": {
      title: "Images of Text",
      manualCheck:
        "Check that text is real text and not an image, e.g. in banners or scanned documents. Logos are exempt.",
    },
    "1.4.6": {
      title: "Contrast (Enhanced)",
      manualCheck: "Measure text contrast with a contrast tool: at least 7:1, or 4.5:1 for large text.",
    },
    "1.4.7": {
      title: "Low or No Background Audio",
      manualCheck:
        "For audio recordings with speech, check that background sounds are absent, can be turned off, or are at least 20 dB quieter than the speech.",
    },
    "1.4.8": {
      title: "Visual Presentation",
      manualCheck:
        "Check that users can choose text and background colours, lines are at most 80 characters, text is not justified, line spacing is sufficient, and text can be zoomed to 200% without horizontal scrolling.",
    },
    "1.4.9": {
      title: "Images of Text (No Exception)",
      manualCheck: "Check that images of text are used only for pure decoration or in logos.",
    },
    "1.4.10": {
      title: "Reflow",
      manualCheck:
        "Set the browser window to 1280 pixels wide and zoom to 400% (equivalent to 320 pixels). Check that all content can be used without horizontal scrolling; tables, maps and diagrams are exempt.",
    },
    "1.4.11": {
      title: "Non-text Contrast",
      manualCheck:
        "Measure the contrast of controls (input borders, icons, focus outlines) and essential parts of graphics against their surroundings: at least 3:1.",
    },
    "1.4.12": {
      title: "Text Spacing",
      manualCheck:
        "Increase text spacing with a bookmarklet (line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 times the font size) and check whether text is cut off or overlaps.",
    },
    "1.4.13": {
      title: "Content on Hover or Focus",
      manualCheck:
        "Trigger tooltips and pop-up menus with mouse and keyboard. Check that Esc closes them, that the mouse can move onto them, and that they stay visible until you leave them.",
    },
    "2.1.1": {
      title: "Keyboard",
      manualCheck:
        "Use the page with the keyboard only (Tab, Shift+Tab, Enter, Space, arrow keys) and check that every function can be reached and triggered, including menus, dialogs and sliders.",
    },
    "2.1.2": {
      title: "No Keyboard Trap",
      manualCheck:
        "Tab through every part of the page, including embedded content such as maps or videos, and check that you can leave each part by keyboard.",
    },
    "2.1.3": {
      title: "Keyboard (No Exception)",
      manualCheck:
        "Check that every function without exception can be operated by keyboard, even those that suggest freehand input.",
    },
    "2.1.4": {
      title: "Character Key Shortcuts",
      manualCheck:
        'Check that single-character shortcuts (e.g. "s" for search) can be turned off or remapped, or only work while the related element has focus.',
    },
    "2.2.1": {
      title: "Timing Adjustable",
      manualCheck:
        "Check that time limits (e.g. session expiry, a checkout countdown) can be turned off, extended tenfold, or extended with at least 20 seconds' warning before they run out.",
    },
    "2.2.2": {
      title: "Pause, Stop, Hide",
      manualCheck:
        "Check that moving, blinking or auto-changing content (sliders, tickers, animations) that runs for more than five seconds can be paused or hidden.",
    },
    "2.2.3": {
      title: "No Timing",
      manualCheck: "Check that there are no time limits apart from real-time events such as auctions.",
    },
    "2.2.4": {
      title: "Interruptions",
      manualCheck:
        "Check that interruptions such as automatic updates or pop-ups can be postponed or turned off, except in emergencies.",
    },
    "2.2.5": {
      title: "Re-authenticating",
      manualCheck: "Let a session expire, sign in again and check that what you had entered is still there.",
    },
    "2.2.6": {
      title: "Timeouts",
      manualCheck:
        "Check that users are warned when inactivity can cause data loss, unless the data is kept for more than 20 hours.",
    },
    "2.3.1": {
      title: "Three Flashes or Below Threshold",
      manualCheck:
        "Check videos and animations for anything flashing more than three times per second; if in doubt, use a flash analysis tool (e.g. PEAT).",
    },
    "2.3.2": {
      title: "Three Flashes",
      manualCheck:
        "Check that nothing flashes more than three times per second, regardless of size and brightness.",
    },
    "2.3.3": {
      title: "Animation from Interactions",
      manualCheck:
        'Check that motion animation triggered by interaction (e.g. parallax effects) can be turned off, for instance via the system setting "Reduce motion".',
    },
    "2.4.1": {
      title: "Bypass Blocks",
      manualCheck:
        "Check that there is a skip link to the main content, or landmarks and headings that let users skip repeated blocks.",
    },
    "2.4.2": {
      title: "Page Titled",
      manualCheck: "Check that the page title in the browser tab describes the page's topic or purpose.",
    },
    "2.4.3": {
      title: "Focus Order",
      manualCheck:
        "Tab through the page and check that the order follows the content. When a dialog opens, focus must move into it and return when it closes.",
    },
    "2.4.4": {
      title: "Link Purpose (In Context)",
      manualCheck:
        'Check that each link\'s target is clear from its text or its immediate context (sentence, list item, table cell). Several "More" links without context are a failure.',
    },
    "2.4.5": {
      title: "Multiple Ways",
      manualCheck:
        "Check that there are at least two ways to reach each page, e.g. navigation and search or a site map.",
    },
    "2.4.6": {
      title: "Headings and Labels",
      manualCheck: "Check that headings and form field labels describe the topic or purpose.",
    },
    "2.4.7": {
      title: "Focus Visible",
      manualCheck:
        "Tab through the page and check that it is always clearly visible which element has focus.",
    },
    "2.4.8": {
      title: "Location",
      manualCheck:
        "Check that users can tell where they are within the site, e.g. from breadcrumbs or a highlighted menu item.",
    },
    "2.4.9": {
      title: "Link Purpose (Link Only)",
      manualCheck: "Check that each link's target is clear from the link text alone.",
    },
    "2.4.10": {
      title: "Section Headings",
      manualCheck: "Check that longer texts are organised with subheadings.",
    },
    "2.4.11": {
      title: "Focus Not Obscured (Minimum)",
      manualCheck:
        "Tab through the page and check that the focused element is never entirely hidden by sticky headers or footers, cookie banners or chat windows.",
    },
    "2.4.12": {
      title: "Focus Not Obscured (Enhanced)",
      manualCheck:
        "Check that the focused element is never hidden, not even partly, by other content on the page.",
    },
    "2.4.13": {
      title: "Focus Appearance",
      manualCheck:
        "Check that the focus indicator is at least as large as a 2-pixel outline around the element and has a contrast of at least 3:1 against the unfocused state.",
    },
    "2.5.1": {
      title: "Pointer Gestures",
      manualCheck:
        "Check that anything needing a swipe along a path or several fingers (e.g. zooming a map, carousels) also works with a simple tap or click, such as plus and minus buttons.",
    },
    "2.5.2": {
      title: "Pointer Cancellation",
      manualCheck:
        "Check that functions trigger on release, not on press, so users can change their mind by moving the finger or pointer away.",
    },
    "2.5.3": {
      title: "Label in Name",
      manualCheck:
        'Check that the name screen readers announce for a control contains its visible text, e.g. by using voice control with "Click" followed by the visible text.',
    },
    "2.5.4": {
      title: "Motion Actuation",
      manualCheck:
        "Check that functions triggered by shaking or tilting the device can also be reached through controls, and that motion control can be turned off.",
    },
    "2.5.5": {
      title: "Target Size (Enhanced)",
      manualCheck:
        "Check that click and touch targets are at least 44 × 44 CSS pixels; links in running text are exempt.",
    },
    "2.5.6": {
      title: "Concurrent Input Mechanisms",
      manualCheck:
        "Check that the page works equally with mouse, keyboard, touch and stylus, including when switching between them.",
    },
    "2.5.7": {
      title: "Dragging Movements",
      manualCheck:
        "Check that anything operated by dragging (drag-and-drop sorting, sliders, maps) also works with single clicks or taps.",
    },
    "2.5.8": {
      title: "Target Size (Minimum)",
      manualCheck:
        "Check that click and touch targets are at least 24 × 24 CSS pixels or have enough space between them; links in running text are exempt.",
    },
    "3.1.1": {
      title: "Language of Page",
      manualCheck: "Check that the lang attribute of the <html> element matches the page's main language.",
    },
    "3.1.2": {
      title: "Language of Parts",
      manualCheck:
        "Check that passages and quotes in another language are marked with lang so that screen readers pronounce them correctly. Proper names and borrowed technical terms are exempt.",
    },
    "3.1.3": {
      title: "Unusual Words",
      manualCheck: "Check that unusual words, jargon and idioms are explained, e.g. in a glossary.",
    },
    "3.1.4": {
      title: "Abbreviations",
      manualCheck: "Check that abbreviations are spelt out or explained where they first appear.",
    },
    "3.1.5": {
      title: "Reading Level",
      manualCheck:
        "Check that texts needing more reading ability than about nine years of schooling have a simpler version or a summary.",
    },
    "3.1.6": {
      title: "Pronunciation",
      manualCheck: "Check that words whose meaning depends on pronunciation come with their pronunciation.",
    },
    "3.2.1": {
      title: "On Focus",
      manualCheck:
        "Tab through the page and check that merely focusing an element triggers nothing unexpected, such as submitting a form, opening a window or changing the page.",
    },
    "3.2.2": {
      title: "On Input",
      manualCheck:
        "Change form fields, select lists and options and check that this neither changes the page nor submits anything without prior notice.",
    },
    "3.2.3": {
      title: "Consistent Navigation",
      manualCheck: "Compare several pages: navigation and repeated sections always appear in the same order.",
    },
    "3.2.4": {
      title: "Consistent Identification",
      manualCheck:
        "Check that elements with the same function are labelled the same way everywhere, e.g. the search field, icons and alternative texts.",
    },
    "3.2.5": {
      title: "Change on Request",
      manualCheck:
        "Check that changes of context such as new windows or redirects only happen when users ask for them.",
    },
    "3.2.6": {
      title: "Consistent Help",
      manualCheck:
        "Check that help such as contact details, chat or FAQ appears in the same relative place on every page.",
    },
    "3.3.1": {
      title: "Error Identification",
      manualCheck:
        "Submit forms with mistakes and check that each error is described in text and the affected field is marked – not by colour alone.",
    },
    "3.3.2": {
      title: "Labels or Instructions",
      manualCheck:
        "Check that every form field has a visible label and that necessary hints (required, formats such as DD/MM/YYYY) are visible before input.",
    },
    "3.3.3": {
      title: "Error Suggestion",
      manualCheck:
        'Enter wrong data on purpose and check that the error message says how to put it right, e.g. "Please enter the date as DD/MM/YYYY".',
    },
    "3.3.4": {
      title: "Error Prevention (Legal, Financial, Data)",
      manualCheck:
        "For orders, contracts and changing or deleting data, check that entries can be reviewed and confirmed before submitting, or undone afterwards.",
    },
    "3.3.5": {
      title: "Help",
      manualCheck: "Check that forms offer help right at the field, such as explanations or examples.",
    },
    "3.3.6": {
      title: "Error Prevention (All)",
      manualCheck:
        "Check that every form that submits data lets users review, confirm or undo their entries.",
    },
    "3.3.7": {
      title: "Redundant Entry",
      manualCheck:
        "Go through multi-step processes such as checkout and check that data already entered is filled in or selectable rather than asked for again.",
    },
    "3.3.8": {
      title: "Accessible Authentication (Minimum)",
      manualCheck:
        "Check the sign-in: password and code fields must allow pasting and password managers, and no puzzle or calculation may be required without an alternative.",
    },
    "3.3.9": {
      title: "Accessible Authentication (Enhanced)",
      manualCheck:
        "Check the sign-in as for 3.3.8, and additionally that it does not require recognising objects or your own images.",
    },
    "4.1.1": {
      title: "Parsing",
      manualCheck:
        "The W3C considers it always met for HTML pages, and WCAG 2.2 removed it; EN 301 549 V3.2.1 still lists it. What it was meant to protect (unique IDs, correctly nested elements) is covered by the rules for 1.3.1 and 4.1.2.",
    },
    "4.1.2": {
      title: "Name, Role, Value",
      manualCheck:
        'Check with a screen reader that all controls, especially custom ones such as menus, accordions and switches, are announced with their name, role and current state (e.g. "expanded").',
    },
    "4.1.3": {
      title: "Status Messages",
      manualCheck:
        'Trigger status messages (e.g. "Added to basket", number of search results, error notices) and check that a screen reader announces them without focus moving there.',
    },
  },
};

export default guidance;
