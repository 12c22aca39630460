import type deStatementBarriers from "../de/statement-barriers";
import type { Translation } from "../types";

const statementBarriers: Translation<typeof deStatementBarriers> = {
  where: {
    everywhere: "On all pages checked",
    some: "On {{count}} of {{total}} pages checked",
    startPage: "On the home page",
    page: "On the page {{page}}",
    site: "On the website",
    document: "In the PDF document {{document}}",
  },
  pageWithTitle: "“{{title}}” ({{path}})",
  pageWithoutTitle: "{{path}}",
  criteria: {
    "1.1.1":
      "Images and graphics have no suitable text alternative; screen reader users are not told what they show.",
    "1.2.1":
      "Audio-only or video-only recordings have no text version; people who cannot hear or see do not get the content.",
    "1.2.2": "Videos have no captions; people who cannot hear do not understand what is said.",
    "1.2.3":
      "Videos have neither audio description nor a text version; people who cannot see are not told what is shown.",
    "1.2.4": "Live broadcasts have no captions; people who cannot hear do not understand them.",
    "1.2.5": "Videos have no audio description; people who cannot see are not told what is shown.",
    "1.3.1":
      "Headings, lists, tables or forms are structured only visually; screen reader users cannot tell the structure.",
    "1.3.2": "Screen readers read content in a different order from how it is shown; the meaning gets lost.",
    "1.3.3":
      "Instructions refer only to shape, colour or position (“the red button on the right”); people who cannot see cannot follow them.",
    "1.3.4": "The page can only be used in portrait or only in landscape orientation.",
    "1.3.5":
      "Fields for personal details cannot be filled in automatically; people who type slowly or with assistive technology have to enter everything themselves.",
    "1.4.1":
      "Information is conveyed by colour alone; people who do not distinguish colours well do not notice it.",
    "1.4.2": "Sound plays by itself and cannot be stopped; it drowns out the screen reader.",
    "1.4.3": "Text has too little contrast with its background; people with low vision can hardly read it.",
    "1.4.4":
      "When the text is enlarged, it is cut off or overlaps; people who need large text cannot read it.",
    "1.4.5": "Text is included as an image; it cannot be enlarged, recoloured or read aloud.",
    "1.4.10": "When zoomed in a lot or on narrow screens, people have to scroll sideways to read text.",
    "1.4.11":
      "Controls, input fields or important graphics stand out too little from the background; people with low vision miss them.",
    "1.4.12":
      "With larger line, word or letter spacing, text is cut off; people who need such spacing to read lose content.",
    "1.4.13": "Content that appears on mouse hover or focus cannot be dismissed or disappears too early.",
    "2.1.1": "Not every function can be operated with the keyboard; without a mouse people get stuck.",
    "2.1.2": "Keyboard users cannot get out of an area again.",
    "2.1.4": "Single-letter keyboard shortcuts trigger actions by accident, for example with speech input.",
    "2.2.1":
      "Time limits cannot be extended or turned off; people who need more time lose what they entered.",
    "2.2.2": "Moving, blinking or self-updating content cannot be paused; it distracts from reading.",
    "2.3.1": "Content flashes or flickers quickly; this can trigger seizures.",
    "2.4.1":
      "There is no way to skip repeated areas such as the navigation; keyboard and screen reader users have to go through them every time.",
    "2.4.2": "Pages have no meaningful title; they cannot be told apart in tabs and history.",
    "2.4.3": "The keyboard moves through the page in an order that does not match what is shown.",
    "2.4.4": "Links do not say where they lead; screen reader users cannot tell them apart.",
    "2.4.5": "Pages can be found in only one way, for example without a search or overview.",
    "2.4.6": "Headings or labels do not say what they are about; people find their way with difficulty.",
    "2.4.7": "When using the keyboard, people cannot see where they currently are.",
    "2.4.11": "The element the keyboard is on is hidden behind other content.",
    "2.5.1":
      "Functions need swiping or several fingers; they cannot be used with a single finger or pointer.",
    "2.5.2": "Actions are triggered on touch; an accidental tap cannot be undone.",
    "2.5.3":
      "The visible text of controls does not match their name; they cannot be activated by speech input.",
    "2.5.4": "Functions are triggered by shaking or tilting the device and cannot be operated otherwise.",
    "2.5.7": "Functions need dragging with the mouse; they cannot be used without that movement.",
    "2.5.8":
      "Controls are very small or too close together; people who cannot point precisely find them hard to hit.",
    "3.1.1":
      "The page's language is not declared; screen readers read the text with the wrong pronunciation.",
    "3.1.2": "Passages in another language are not marked; screen readers pronounce them wrongly.",
    "3.2.1": "Moving to an element changes the page unexpectedly.",
    "3.2.2": "An input or selection changes the page unexpectedly, without being confirmed.",
    "3.2.3":
      "The navigation is not in the same order on every page; people have to look for it again each time.",
    "3.2.4": "The same functions have different names on different pages; people do not recognise them.",
    "3.2.6": "Help or contact details are not in the same place on every page.",
    "3.3.1": "Input errors are not stated clearly in text; people are not told what is wrong.",
    "3.3.2": "Input fields have no visible label or instructions; people do not know what to enter.",
    "3.3.3": "For input errors, there is no suggestion how to correct them.",
    "3.3.4":
      "Orders or other binding entries cannot be checked, corrected or withdrawn before they are sent.",
    "3.3.7": "Information already given has to be entered again in the same process.",
    "3.3.8": "Signing in requires remembering something or solving a puzzle, with no other way.",
    "4.1.1": "The page's code has errors that can disturb assistive technology such as screen readers.",
    "4.1.2":
      "Controls have no name or no recognisable role; screen reader users are not told what they are and do.",
    "4.1.3":
      "Status messages, such as “added to the basket” or search results, are not announced to screen readers.",
  },
  criterion: "The requirement of WCAG {{criterion}}{{name}} is not met.",
  unknown: "There are further barriers that make the website harder to use.",
};

export default statementBarriers;
