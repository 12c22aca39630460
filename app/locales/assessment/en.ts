/**
 * Guided manual checks: for every WCAG 2.1 level A and AA success criterion (EN 301 549 clause 9), the kind
 * of check, what to do on each sampled page, and when the criterion is met; likewise for the criteria WCAG 2.2
 * added (scope "2.2") and for level AAA (scope "AAA").
 */
import type { GuidedChecks } from "./de";

const checks: GuidedChecks = {
  "1.1.1": {
    method: "screenReader",
    how: "Go through every image, icon and graphic on the page. Read each image's text alternative with a screen reader or the developer tools and ask: does it say what the image conveys, or where a graphical link leads?",
    pass: "Met when every informative image has a fitting text alternative and decorative images are skipped by the screen reader.",
  },
  "1.2.1": {
    method: "content",
    how: "Look for audio-only recordings (such as podcasts) and videos without sound. Check that each has a transcript, or a description in text or audio, next to it.",
    pass: "Met when every such recording has an equivalent alternative. Not applicable when the page has none.",
  },
  "1.2.2": {
    method: "content",
    how: "Play every prerecorded video with sound and turn on the captions. Compare speech and captions in a few places.",
    pass: "Met when captions are present, complete and in sync, and name important sounds.",
  },
  "1.2.3": {
    method: "content",
    how: "Listen to prerecorded videos without watching. If important information is missing, there must be audio description or a full text version.",
    pass: "Met when audio description or a text version conveys all important visual content.",
  },
  "1.2.4": {
    method: "content",
    how: "Check live broadcasts with sound (live streams, webinars): are real-time captions offered?",
    pass: "Met when live content with sound has real-time captions. Not applicable without live content.",
  },
  "1.2.5": {
    method: "content",
    how: "Check prerecorded videos for audio description: is important visual content (action, on-screen text) described in the pauses?",
    pass: "Met when every prerecorded video with important visual content has audio description.",
  },
  "1.3.1": {
    method: "screenReader",
    how: "Let the screen reader list the page's headings, lists, tables and form fields. Compare: is everything that looks like a heading, list, table or field label also marked up as one?",
    pass: "Met when the visible structure is also there for the screen reader.",
  },
  "1.3.2": {
    method: "screenReader",
    how: "Have the screen reader read the page from top to bottom, or turn off the page's CSS. Check that the order of the content still makes sense.",
    pass: "Met when the reading order keeps the meaning.",
  },
  "1.3.3": {
    method: "content",
    how: "Read the instructions and hints on the page. Do any rely only on shape, colour, size, position or sound (e.g. 'press the round button on the right')?",
    pass: "Met when every instruction can be followed without seeing or hearing, for example because it names the element.",
  },
  "1.3.4": {
    method: "zoom",
    how: "Open the page on a phone or tablet (or in the browser's device emulation) and turn the device between portrait and landscape.",
    pass: "Met when the content is shown and usable in both orientations.",
  },
  "1.3.5": {
    method: "content",
    how: "Find form fields that ask for the user's own details (name, email, address, phone). Check in the developer tools that each has a fitting autocomplete attribute, or whether the browser fills them in.",
    pass: "Met when each such field states its purpose with autocomplete. Not applicable without such fields.",
  },
  "1.4.1": {
    method: "content",
    how: "Find places where colour conveys something: links in running text, required fields, errors, charts, states. View the page in greyscale (e.g. with the developer tools' colour simulation).",
    pass: "Met when all information is also recognisable without colour (underline, text, icon, pattern).",
  },
  "1.4.2": {
    method: "content",
    how: "Load the page with sound on. Does audio start by itself and play for more than three seconds?",
    pass: "Met when no audio starts by itself, or it can be paused or turned down right at the start of the page.",
  },
  "1.4.3": {
    method: "content",
    how: "Check text the automated test could not judge for sure: text on images or gradients, text in focus and hover states. Measure the contrast with a contrast checker (such as the Colour Contrast Analyser).",
    pass: "Met when normal text has a contrast of at least 4.5:1 and large text at least 3:1.",
  },
  "1.4.4": {
    method: "zoom",
    how: "Zoom the page to 200% in the browser (Ctrl/Cmd and +). Read all text and use every function.",
    pass: "Met when at 200% nothing is cut off, nothing overlaps and everything stays usable.",
  },
  "1.4.5": {
    method: "content",
    how: "Look for images that show text (graphics with lettering, banners, scanned documents). Try to select the text: if you cannot, it is an image.",
    pass: "Met when text is real text, except for logos or where the presentation is essential.",
  },
  "1.4.10": {
    method: "zoom",
    how: "Set the browser window to 1280 pixels wide and zoom to 400% (equal to 320 pixels). Scroll through the whole page.",
    pass: "Met when you only need to scroll vertically and nothing is lost; tables, maps and the like are exceptions.",
  },
  "1.4.11": {
    method: "content",
    how: "Measure with a contrast checker the borders of input fields and buttons, focus outlines, icons and chart lines against their background.",
    pass: "Met when controls and informative graphics have a contrast of at least 3:1.",
  },
  "1.4.12": {
    method: "zoom",
    how: "With a bookmarklet or browser extension, increase line height (1.5), paragraph spacing (2), letter spacing (0.12) and word spacing (0.16 times the font size).",
    pass: "Met when no text is cut off or overlaps.",
  },
  "1.4.13": {
    method: "keyboard",
    how: "Make tooltips, submenus and other pop-ups appear with the mouse and with the keyboard. Try to move the mouse onto the pop-up and to close it with Esc.",
    pass: "Met when pop-ups can be closed with Esc, can be reached with the mouse and stay visible until you leave them.",
  },
  "2.1.1": {
    method: "keyboard",
    how: "Put the mouse away. Move through the page with Tab and Shift+Tab and operate every element with Enter, Space and the arrow keys: menus, forms, dialogs, carousels, videos.",
    pass: "Met when every function can be used with the keyboard alone.",
  },
  "2.1.2": {
    method: "keyboard",
    how: "Move the keyboard focus into every element that could hold it (embedded videos, maps, dialogs, editors) and try to leave it again with Tab, Shift+Tab or Esc.",
    pass: "Met when the focus is never trapped, or a hint says how to get out.",
  },
  "2.1.4": {
    method: "keyboard",
    how: "On the page (outside input fields), press single letter, number and punctuation keys. Check the page's help for keyboard shortcuts.",
    pass: "Met when single-character shortcuts do not exist, or can be turned off, remapped or only work while focused.",
  },
  "2.2.1": {
    method: "content",
    how: "Look for time limits: sign-out after inactivity, a countdown at checkout, automatic redirects. Wait until the time runs out.",
    pass: "Met when every time limit can be turned off, adjusted or extended before it ends (with at least 20 seconds' warning).",
  },
  "2.2.2": {
    method: "content",
    how: "Look for movement that starts by itself and lasts more than five seconds: carousels, tickers, animations, content that updates itself.",
    pass: "Met when it can be paused, hidden or slowed down.",
  },
  "2.3.1": {
    method: "content",
    how: "Watch videos, animations and blinking elements. Does anything flash more than three times in one second, especially over a large area or in red?",
    pass: "Met when nothing flashes more than three times a second.",
  },
  "2.4.1": {
    method: "keyboard",
    how: "Load the page and press Tab: does a 'skip to content' link appear, and does it go there? Check with the screen reader whether there are landmarks (header, nav, main) or headings.",
    pass: "Met when repeated blocks such as the navigation can be bypassed.",
  },
  "2.4.2": {
    method: "content",
    how: "Read the page title in the browser tab or window bar.",
    pass: "Met when the title describes this page's topic or purpose and differs from other pages.",
  },
  "2.4.3": {
    method: "keyboard",
    how: "Tab through the whole page and watch the order in which the focus moves. Open dialogs and menus: does the focus move into them and back afterwards?",
    pass: "Met when the focus order follows the page's structure and keeps its meaning.",
  },
  "2.4.4": {
    method: "screenReader",
    how: "Let the screen reader list all links. Read each link text together with its sentence or paragraph.",
    pass: "Met when each link's purpose is clear from its text or the surrounding sentence ('more' alone is not enough).",
  },
  "2.4.5": {
    method: "content",
    how: "Check how one reaches this page: navigation, search, site map, table of contents, links.",
    pass: "Met when there are at least two ways to reach each page (except steps of a process, such as checkout).",
  },
  "2.4.6": {
    method: "content",
    how: "Read all headings and field labels of the page on their own.",
    pass: "Met when they describe the topic or purpose of their section or field.",
  },
  "2.4.7": {
    method: "keyboard",
    how: "Tab through the page in light and dark colour mode and follow the focus.",
    pass: "Met when you can always see which element has the focus.",
  },
  "2.5.1": {
    method: "content",
    how: "Find functions that need swiping, dragging along a path or multi-finger gestures (carousels, maps, sliders) and try to operate them with simple taps or clicks.",
    pass: "Met when each such gesture has a single-pointer alternative without a path.",
  },
  "2.5.2": {
    method: "content",
    how: "Press the mouse button on buttons and links, hold it and move the pointer away before releasing.",
    pass: "Met when the function triggers only on release, or can be aborted this way.",
  },
  "2.5.3": {
    method: "screenReader",
    how: "For buttons, links and fields with visible text, compare the label with the name the screen reader announces.",
    pass: "Met when the announced name contains the visible text, ideally at its start.",
  },
  "2.5.4": {
    method: "content",
    how: "Look for functions triggered by shaking, tilting or other movements of the device.",
    pass: "Met when there is also a control for them and motion actuation can be turned off. Not applicable without such functions.",
  },
  "3.1.1": {
    method: "screenReader",
    how: "Check the lang attribute of the html element in the source and let the screen reader read a paragraph aloud.",
    pass: "Met when the main language is stated correctly and the screen reader uses the right pronunciation.",
  },
  "3.1.2": {
    method: "screenReader",
    how: "Find passages and words in a language other than the page's. Check that they have their own lang attribute.",
    pass: "Met when passages in other languages are marked up; proper names and technical terms are exempt.",
  },
  "3.2.1": {
    method: "keyboard",
    how: "Move the focus onto every element with Tab without activating anything.",
    pass: "Met when focus alone does nothing unexpected: no new page, no new window, no submitted form.",
  },
  "3.2.2": {
    method: "keyboard",
    how: "Change select lists, radio buttons, checkboxes and text fields with the keyboard without submitting anything.",
    pass: "Met when input alone does not unexpectedly change the page or submit the form, unless this is announced beforehand.",
  },
  "3.2.3": {
    method: "content",
    how: "Compare the navigation, header and footer of this page with other pages of the sample.",
    pass: "Met when repeated navigation appears in the same order everywhere.",
  },
  "3.2.4": {
    method: "content",
    how: "Compare elements with the same function on different pages: search, basket, sign-in, icons.",
    pass: "Met when the same functions are named and labelled the same way everywhere.",
  },
  "3.3.1": {
    method: "screenReader",
    how: "Submit forms empty and with wrong input. Read the error messages and check with the screen reader that they are announced and placed at the field.",
    pass: "Met when errors are described in text and tied to the field concerned.",
  },
  "3.3.2": {
    method: "content",
    how: "Look at every form field: does it have a visible label? Are required fields and expected formats (such as dates) stated?",
    pass: "Met when every field has a label or instruction visible before input.",
  },
  "3.3.3": {
    method: "content",
    how: "Make typical mistakes in forms (wrong format, too short) and read the messages.",
    pass: "Met when the message says how to correct the input, as far as security allows.",
  },
  "3.3.4": {
    method: "content",
    how: "Go through processes with legal or financial consequences (order, contract, deleting data) up to just before completion.",
    pass: "Met when input can be checked, confirmed or undone. Not applicable without such processes.",
  },
  "4.1.1": {
    method: "content",
    how: "Check the source with an HTML validator for duplicate IDs, wrongly nested or unclosed elements and duplicate attributes.",
    pass: "Met when no such errors disturb the use with assistive technology.",
  },
  "4.1.2": {
    method: "screenReader",
    how: "Go through all controls with the screen reader, especially custom ones (menus, accordions, tabs, switches). Operate them and listen for name, role and state (such as 'expanded', 'selected').",
    pass: "Met when every control announces its name, role and current state correctly.",
  },
  "4.1.3": {
    method: "screenReader",
    how: "Trigger status messages without moving the focus: add to basket, filter a search, save a form. Listen with the screen reader.",
    pass: "Met when such messages are announced without moving the focus.",
  }, // WCAG 2.2, levels A and AA (scope "2.2")
  "2.4.11": {
    method: "keyboard",
    how: "Move through every operable element on the page with Tab and Shift+Tab, once at normal size and once at 200% zoom in a narrow window. Watch everything the page lays over its content: sticky headers and footers, cookie notices, chat buttons, slide-in bars. Does the focused element stay at least partly in view each time?",
    pass: "Met when no focused element disappears entirely behind such content. Not met when focus lands, for example, under a sticky header or a cookie notice that cannot be closed without moving focus away (e.g. with Escape).",
  },
  "2.5.7": {
    method: "content",
    how: "Find everything that can be dragged with a mouse or a finger: sliders, sortable lists, maps, kanban boards, before-and-after images, file drop zones. Try to reach each function without dragging, by clicking or tapping alone, for example through arrow buttons, an input field or a “move to” menu. The keyboard alone is not enough: what counts is operation with a single pointer.",
    pass: "Met when every function offered by dragging can also be done with simple clicks or taps (unless dragging is essential, as in freehand drawing). Not met when, for example, a slider or an order can only be changed by dragging. Not applicable when the page has nothing to drag.",
  },
  "2.5.8": {
    method: "zoom",
    how: "At normal zoom (100%), measure the click and touch areas of small controls: icon buttons, close crosses, pagination, links in dense lists, checkboxes. Use the developer tools (inspecting an element shows its size in CSS pixels). Where an area is smaller than 24 × 24 pixels, check its spacing: a circle of 24 pixels in diameter around its centre must not overlap another target or another such circle.",
    pass: "Met when every target is at least 24 × 24 CSS pixels, or has enough spacing, or an exception applies (a link within a sentence, the same function elsewhere at sufficient size, a control left as the browser draws it, an essential presentation such as map pins). Not met for small, crowded icons without such an exception.",
  },
  "3.2.6": {
    method: "content",
    how: "Establish which help the site offers: contact details (phone, email, form), chat, a help page or FAQ, a self-help tool. On every sampled page, compare where this help appears, e.g. always in the footer after the legal notice, or always at the top right of the header.",
    pass: "Met when help offered on several pages appears in the same order relative to the other content on each of them (at the same window size). Not met when, for example, the contact link sits in the header on some pages and only in the footer on others. Not applicable when the pages offer no help; the criterion does not require that help exists.",
  },
  "3.3.7": {
    method: "content",
    how: "Go through multi-step processes to the end: checkout, registration, application, booking. Note what you have already entered, and watch whether the process asks for the same information again later, such as the delivery address after the billing address.",
    pass: "Met when information already given in the same process is either filled in or offered for selection (e.g. “delivery address same as billing address”). Exceptions: entering again for security (confirming a password), essential repetition (a memory game), or information no longer valid. Not met when you have to type the same data again without such a reason. Not applicable without multi-step processes.",
  },
  "3.3.8": {
    method: "content",
    how: "Log in or register, and also go through password reset and two-factor steps. Check: does the password field allow pasting and password managers (autocomplete attribute, Ctrl+V not blocked)? Does any step ask you to remember, transcribe or solve something (a sum, letters copied from an image, particular characters of the password)?",
    pass: "Met when every login step works without such a memory or puzzle test, or offers an alternative without one (a login link by email, a passkey, pasting a code), a tool can help with it, or it only asks to recognise objects or your own content. Not met, for example, when pasting into the password field is blocked or a text CAPTCHA has no alternative. Not applicable without a login.",
  },
  // AAA (scope "AAA")
  "1.2.6": {
    method: "content",
    how: "Find prerecorded videos with sound and check whether a sign language interpretation is offered (shown in the picture or as a separate version).",
    pass: "Met when every such video has a sign language interpretation. Not applicable without prerecorded videos with sound.",
  },
  "1.2.7": {
    method: "content",
    how: "Check videos whose pauses in speech are too short for audio description: is there an extended version in which the video stops while the description plays?",
    pass: "Met when important visual content that does not fit into the pauses is described in an extended audio description. Not applicable without such videos.",
  },
  "1.2.8": {
    method: "content",
    how: "Find a full text version for every prerecorded video and compare it with picture and sound while watching.",
    pass: "Met when the text version holds all dialogue, important sounds and visual content in the right order. Not applicable without prerecorded videos.",
  },
  "1.2.9": {
    method: "content",
    how: "Find live broadcasts that are audio only (radio, conference calls) and check whether a real-time transcript is offered.",
    pass: "Met when every live audio broadcast has an equivalent text alternative in real time. Not applicable without such broadcasts.",
  },
  "1.3.6": {
    method: "screenReader",
    how: "Check whether page regions are marked up as landmarks (header, navigation, main content, footer) and whether icons and common controls state their purpose in the code, e.g. through names and roles assistive technology can use.",
    pass: "Met when the purpose of regions, icons and controls can be determined by software, so that assistive technology can present it differently.",
  },
  "1.4.6": {
    method: "content",
    how: "Measure the contrast of text and images of text with a contrast checker, especially grey text, text on coloured areas and states such as focus and hover.",
    pass: "Met when normal text has a contrast of at least 7:1 and large text at least 4.5:1 (logos and pure decoration excepted).",
  },
  "1.4.7": {
    method: "content",
    how: "Listen to prerecorded audio that is mainly speech: is there music or noise underneath?",
    pass: "Met when there is no background sound, it can be turned off, or it is at least 20 dB quieter than the speech. Not applicable without such recordings.",
  },
  "1.4.8": {
    method: "zoom",
    how: "Check longer blocks of text: can foreground and background colours be chosen (e.g. through browser or system settings)? Are lines at most 80 characters wide, is the text not justified, is the line spacing at least 1.5 times? Enlarge text to 200%: do you then have to scroll sideways to read a line?",
    pass: "Met when blocks of text meet all of these presentation requirements.",
  },
  "1.4.9": {
    method: "content",
    how: "Find images that contain text (banners, captioned graphics, headings saved as images).",
    pass: "Met when images of text are pure decoration or the presentation is essential (e.g. logos). Otherwise the text must be real text.",
  },
  "2.1.3": {
    method: "keyboard",
    how: "Operate the whole page with the keyboard alone, with no exception, including functions that depend on the path of movement (e.g. drawing).",
    pass: "Met when every function without exception can be operated with the keyboard.",
  },
  "2.2.3": {
    method: "content",
    how: "Find every time limit on the page, including those that can be extended.",
    pass: "Met when there is no time limit apart from live events and real-time processes.",
  },
  "2.2.4": {
    method: "content",
    how: "Watch for interruptions you did not cause: pop-ups, updates, notices about new content, chat windows. Check whether settings let you turn them off or postpone them.",
    pass: "Met when interruptions can be postponed or suppressed, except in an emergency.",
  },
  "2.2.5": {
    method: "content",
    how: "Let yourself be logged out during a signed-in process (or wait for the session to expire), then log in again.",
    pass: "Met when you can continue afterwards without losing what you entered.",
  },
  "2.2.6": {
    method: "content",
    how: "In processes with input, check whether inactivity can lose your data, and whether you are told beforehand after how long that happens.",
    pass: "Met when the length of inactivity that causes data loss is stated, or the data is kept for at least 20 hours.",
  },
  "2.3.2": {
    method: "content",
    how: "Find blinking or flickering content: videos, animations, adverts, notices.",
    pass: "Met when nothing flashes more than three times a second, whatever its size and brightness.",
  },
  "2.3.3": {
    method: "content",
    how: "Turn on “reduce motion” in the operating system and trigger animations by interacting (scrolling with parallax effects, expanding sections).",
    pass: "Met when motion triggered by interaction can be turned off, unless it is essential.",
  },
  "2.4.8": {
    method: "content",
    how: "Check whether you can always tell where on the site you are: breadcrumb trail, highlighted navigation item, site map, step indicator.",
    pass: "Met when the position within the site can be seen on every page.",
  },
  "2.4.9": {
    method: "screenReader",
    how: "Have the screen reader list all links and read them without the surrounding text.",
    pass: "Met when every link tells by its text alone where it leads (except where that would be ambiguous to everyone).",
  },
  "2.4.10": {
    method: "screenReader",
    how: "Have the page's headings listed and compare them with the content.",
    pass: "Met when longer content is organised by headings.",
  },
  "2.4.12": {
    method: "keyboard",
    how: "As for 2.4.11, move through the page with Tab and Shift+Tab, also at 200% zoom, and watch sticky bars, banners and overlays.",
    pass: "Met when every focused element stays fully visible. Not met when even part of a focused element is hidden, such as its lower edge under a sticky bar.",
  },
  "2.4.13": {
    method: "keyboard",
    how: "Move through the page with Tab and look at each element's focus indicator. With a contrast checker, measure the indicator's colour against the same area without focus, and estimate its area.",
    pass: "Met when every focus indicator is at least as large as a 2 CSS pixel thick border around the element and has a contrast of at least 3:1 between the focused and unfocused states. Not met for thin or faint focus outlines.",
  },
  "2.5.5": {
    method: "zoom",
    how: "Measure the click and touch areas of the controls in the developer tools.",
    pass: "Met when every target is at least 44 × 44 CSS pixels, except for links within a sentence, equivalent larger alternatives or controls drawn by the browser.",
  },
  "2.5.6": {
    method: "content",
    how: "On a tablet or a laptop with a touch screen, operate the page alternately with finger, mouse, pen and keyboard.",
    pass: "Met when the page accepts every available input method, also when switching in the middle of a task.",
  },
  "3.1.3": {
    method: "content",
    how: "Find technical terms, idioms and unusual words in the text.",
    pass: "Met when an explanation can be found for such words (a glossary, an explanation in the text or a linked definition).",
  },
  "3.1.4": {
    method: "content",
    how: "Find abbreviations and acronyms in the text.",
    pass: "Met when the expanded form or meaning of each abbreviation can be found, e.g. at its first use or in a glossary.",
  },
  "3.1.5": {
    method: "content",
    how: "Read the page's main texts: is a text harder to understand than with the reading skills of about nine years of school?",
    pass: "Met when such texts have an easier version, a summary or supporting illustrations.",
  },
  "3.1.6": {
    method: "content",
    how: "Find words whose meaning depends on their pronunciation (e.g. “read” in the present or past tense, or names from other languages).",
    pass: "Met when the pronunciation is given wherever the meaning would otherwise be unclear.",
  },
  "3.2.5": {
    method: "content",
    how: "Watch for changes you did not ask for: automatic redirects, new windows, page reloads, focus that jumps by itself.",
    pass: "Met when major changes happen only at your request, or can be turned off.",
  },
  "3.3.5": {
    method: "content",
    how: "Look for help in context on forms: explanations at the fields, examples, help links.",
    pass: "Met when help is available at the point of need for input that requires explanation.",
  },
  "3.3.6": {
    method: "content",
    how: "Go through every process in which you submit data, up to just before completing it.",
    pass: "Met when every submission can be reversed, is checked before sending, or has to be confirmed once more.",
  },
  "3.3.9": {
    method: "content",
    how: "Check the login as for 3.3.8, and additionally watch for picture puzzles (e.g. “select all images with traffic lights”) and recognising your own content.",
    pass: "Met when no login step requires a cognitive test, not even recognising objects or your own pictures, or an alternative without one exists. Not met, for example, with a picture puzzle and no other way to log in.",
  },
};

export default checks;
