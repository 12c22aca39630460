import type { Translation } from "../types";
import type deGuidance from "./de";

/**
 * The WCAG success criteria with their W3C names and a manual check, for reports, assessments and
 * statements. Keys as in de.ts. What a rule finds, how to fix it and what to check by hand are in the rule
 * catalogue (workers/core/rules, axe-core's under rules/axe).
 */
const guidance: Translation<typeof deGuidance> = {
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
